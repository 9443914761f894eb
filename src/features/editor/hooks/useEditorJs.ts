import { useEffect, useRef, useState } from 'react';
import EditorJS, { type OutputBlockData, type OutputData } from '@editorjs/editorjs';
import { useLingui } from '@/lib/i18n';
import { msg } from '@lingui/core/macro';
import { EDITOR, type EditorData } from '@/contract';
import { editorDictionary } from '../model/editorMessages.ts';
import { editorTools } from '../model/editorTools.ts';
import { EditorHistory, type HistoryState } from '../model/history.ts';
import { attachEditing } from '../model/keys.ts';
import { countWords, labelBlocks } from '../model/labels.ts';

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
 * A long blog is given to Editor.js in parts: the first blocks at creation, the rest in batches
 * between which the browser paints and takes input. Editor.js's own render of many blocks waits for
 * two idle callbacks per block before it calls itself ready (3.9 s for 2,000 blocks); inserted
 * blocks are usable at once and their idle work runs later.
 */
export const RENDER_BATCHES = { first: 20, next: 1000 } as const;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
/** Work that reads every block, once the browser is idle (and within a second at the latest). */
export const whenIdle = (run: () => void) => (window.requestIdleCallback ? window.requestIdleCallback(run, { timeout: 1000 }) : window.setTimeout(run, 50));

/** What a writer does in the editor before its content changes: typing, a click (a block's menu, a tool), a paste, a drop. */
const WRITER_ACTIONS = ['beforeinput', 'keydown', 'pointerdown', 'paste', 'drop', 'cut'] as const;
/** Keys that only move the caret or the focus (Tab's list indenting marks the history itself). */
const MOVING_KEYS = new Set(['Tab', 'Escape', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown', 'Shift', 'Control', 'Alt', 'Meta', 'CapsLock']);
const mayChangeContent = (event: KeyboardEvent) => !MOVING_KEYS.has(event.key);

/**
 * The one wrapper around Editor.js: creates it in an effect, waits for isReady and destroys it on
 * cleanup. Under StrictMode the first effect is cleaned up before the editor is ready, so only
 * one editor ever lives in the holder. Remount (change the component's key) to load other data.
 * Editor.js takes its texts (`i18n.messages`, in the interface's language) once, as it starts: when
 * the language changes, the editor is started again with the blocks it holds (the undo history
 * starts again from them).
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
  const { i18n } = useLingui();
  // The effects below run outside a render: they read the language in effect when they run.
  const i18nRef = useRef(i18n);
  i18nRef.current = i18n;
  // Each start of Editor.js (the first, and one per change of language).
  const [generation, setGeneration] = useState(0);
  const startedIn = useRef(i18n.locale);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (startedIn.current === i18n.locale) return;
    startedIn.current = i18n.locale;
    let cancelled = false;
    const running = editorRef.current;
    // What the writer has now is what the editor starts again with.
    const held = running ? running.save().then((data) => data as EditorData) : Promise.resolve(initialData.current);
    held
      .then(
        (data) => {
          initialData.current = data;
        },
        (err: unknown) => console.error(err),
      )
      .finally(() => {
        if (!cancelled) setGeneration((n) => n + 1);
      });
    return () => {
      cancelled = true;
    };
  }, [i18n.locale]);

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
    // Marks for the editor benchmark (bench/editor.ts): where the time to editable goes.
    performance.mark('inkwell:editor-create');
    const start = initialData.current as OutputData | undefined;
    const all = (start?.blocks ?? []) as OutputBlockData[];
    // The blocks as they open, for the history (a copy: Editor.js's tools keep and change the data they are given).
    const opened = structuredClone(all);
    // Editor.js takes its direction and texts once, at creation: the page's (<html dir>, set by the
    // language); a change of language restarts the editor (above).
    const direction = root && getComputedStyle(root).direction === 'rtl' ? 'rtl' : 'ltr';
    // Editor.js reports every mutation of the blocks' DOM as a change, our own writes included (the
    // text boxes' labels and directions, the pictures' alt text), which change nothing the writer
    // wrote. Its changes count once the writer has acted in the editor (or through the history:
    // undo and redo from the top bar); before that, reporting them would keep a "copy of unsaved
    // work" of a blog only read and tell the autosave of a change that is none.
    let acted = false;
    const act = (event: Event) => {
      if (event instanceof KeyboardEvent && !mayChangeContent(event)) return;
      acted = true;
      historyRef.current?.touch();
    };
    for (const type of WRITER_ACTIONS) root?.addEventListener(type, act, true);
    const editor = new EditorJS({
      holder,
      tools: editorTools,
      data: start && { ...start, blocks: all.slice(0, RENDER_BATCHES.first) },
      // SPEC.md's English; the dictionary's `tools.paragraph` gives it in the interface's language.
      placeholder: 'Start writing your blog here!',
      i18n: { direction, messages: editorDictionary(i18nRef.current) },
      defaultBlock: 'paragraph',
      minHeight: 120,
      onChange: () => {
        if (cancelled || !(acted || historyRef.current?.writerActed)) return;
        historyRef.current?.changed();
        recount();
        onChangeRef.current?.();
      },
    });
    editor.isReady
      .then(async () => {
        if (cancelled) return;
        performance.mark('inkwell:editorjs-ready');
        for (let i = RENDER_BATCHES.first; i < all.length; i += RENDER_BATCHES.next) {
          editor.blocks.insertMany(all.slice(i, i + RENDER_BATCHES.next), i);
          await nextTask();
          if (cancelled) return;
        }
        editorRef.current = editor;
        const history = new EditorHistory(editor, setHistory, opened);
        historyRef.current = history;
        // The writer acted while the blocks were still coming in: known before Editor.js's own (debounced) report.
        if (acted) history.touch();
        const unlabel = root ? labelBlocks(root, whenIdle) : () => {};
        const unbind = root ? attachEditing({ editor, holder: root, history, announce: setAnnouncement }) : () => {};
        detach = () => {
          unlabel();
          unbind();
          history.dispose();
        };
        setReady(true);
        // The history's first snapshot and the word count read every block: after the first paint.
        whenIdle(() => {
          if (cancelled) return;
          void history.start();
          if (root) setWords(countWords(root));
        });
      })
      .catch((err: unknown) => console.error(err));
    return () => {
      cancelled = true;
      for (const type of WRITER_ACTIONS) root?.removeEventListener(type, act, true);
      detach();
      clearTimeout(wordTimer);
      historyRef.current = null;
      editorRef.current = null;
      setReady(false);
      // destroy() is only safe once the editor has finished starting.
      editor.isReady.then(() => editor.destroy()).catch(() => {});
    };
  }, [holder, generation]);

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
        img.alt = caption || i18nRef.current._(msg`Image in the blog`);
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
    undo: () => void historyRef.current?.undo().then(() => setAnnouncement(i18n._(msg`Undone`))),
    redo: () => void historyRef.current?.redo().then(() => setAnnouncement(i18n._(msg`Redone`))),
    history,
    /** Words in the blocks, for the count and the reading time. */
    words,
    /** The last block action, for a polite live region. */
    announcement,
  };
}
