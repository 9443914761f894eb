import { useEffect, useRef, useState } from 'react';
import EditorJS, { type OutputData } from '@editorjs/editorjs';
import { EDITOR, type EditorData } from '@/contract';
import { editorTools } from '../model/editorTools.ts';
import { EditorHistory, type HistoryState } from '../editing/history.ts';
import { attachEditing } from '../editing/keys.ts';
import { countWords, labelBlocks } from '../editing/labels.ts';

export interface UseEditorJsOptions {
  /** The blocks to start with (read once, when the editor is created). */
  data?: EditorData;
  /**
   * Called after each batch of changes (Editor.js batches them, 400 ms). It carries no data on
   * purpose: reading the blocks is a save of every block (O(blocks), sanitiser included), so call
   * save() only when the content is needed.
   */
  onChange?: () => void;
  /** Holder element id; SPEC.md fixes it as `textEditor`. */
  holder?: string;
}

/**
 * The one wrapper around Editor.js: creates it in an effect, waits for isReady and destroys it on
 * cleanup. Under StrictMode the first effect is cleaned up before the editor is ready, so only
 * one editor ever lives in the holder. Remount (change the component's key) to load other data.
 */
export function useEditorJs({ data, onChange, holder = EDITOR.holderId }: UseEditorJsOptions = {}) {
  const editorRef = useRef<EditorJS | null>(null);
  const onChangeRef = useRef(onChange);
  const initialData = useRef(data);
  const [ready, setReady] = useState(false);
  const historyRef = useRef<EditorHistory | null>(null);
  const [history, setHistory] = useState<HistoryState>({ canUndo: false, canRedo: false });
  const [words, setWords] = useState(0);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let cancelled = false;
    let detach = () => {};
    let wordTimer: ReturnType<typeof setTimeout> | undefined;
    const root = document.getElementById(holder);
    // The word count follows the writing once it pauses (it reads every block's text).
    const recount = () => {
      clearTimeout(wordTimer);
      wordTimer = setTimeout(() => root && setWords(countWords(root)), 500);
    };
    const editor = new EditorJS({
      holder,
      tools: editorTools,
      data: initialData.current as OutputData | undefined,
      placeholder: 'Start writing your blog here!',
      defaultBlock: 'paragraph',
      minHeight: 120,
      onChange: () => {
        if (cancelled) return;
        historyRef.current?.changed();
        recount();
        onChangeRef.current?.();
      },
    });
    editor.isReady
      .then(async () => {
        if (cancelled) return;
        editorRef.current = editor;
        const history = new EditorHistory(editor, setHistory);
        historyRef.current = history;
        await history.start();
        if (cancelled) return;
        const unlabel = root ? labelBlocks(root) : () => {};
        const unbind = root ? attachEditing({ editor, holder: root, history, announce: setAnnouncement }) : () => {};
        detach = () => {
          unlabel();
          unbind();
          history.dispose();
        };
        if (root) setWords(countWords(root));
        setReady(true);
      })
      .catch((err: unknown) => console.error(err));
    return () => {
      cancelled = true;
      detach();
      clearTimeout(wordTimer);
      historyRef.current = null;
      editorRef.current = null;
      setReady(false);
      // destroy() is only safe once the editor has finished starting.
      editor.isReady.then(() => editor.destroy()).catch(() => {});
    };
  }, [holder]);

  // The image tool renders <img> without alt text: name each picture by its caption. Only added
  // nodes are looked at, so a mutation costs what it added, not a scan of every block.
  useEffect(() => {
    const root = document.getElementById(holder);
    if (!root) return;
    const name = (within: ParentNode) => {
      const images = within instanceof HTMLImageElement ? [within] : Array.from(within.querySelectorAll<HTMLImageElement>('img'));
      for (const img of images) {
        if (img.hasAttribute('alt')) continue;
        const caption = img.closest('.cdx-block')?.querySelector('.image-tool__caption')?.textContent?.trim();
        img.alt = caption || 'Image in the blog';
      }
    };
    name(root);
    const observer = new MutationObserver((mutations) => {
      for (const m of mutations) for (const node of m.addedNodes) if (node instanceof Element) name(node);
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [holder]);

  /** The editor's current output (empty blocks dropped by the tools' validators). */
  async function save(): Promise<EditorData> {
    const editor = editorRef.current;
    if (!editor) return initialData.current ?? { blocks: [] };
    return (await editor.save()) as EditorData;
  }

  return {
    ready,
    save,
    /** Undo and redo of typing and block actions (editing/history.ts), and whether each can go. */
    undo: () => void historyRef.current?.undo().then(() => setAnnouncement('Undone')),
    redo: () => void historyRef.current?.redo().then(() => setAnnouncement('Redone')),
    history,
    /** Words in the blocks, for the count and the reading time. */
    words,
    /** The last block action, for a polite live region. */
    announcement,
  };
}
