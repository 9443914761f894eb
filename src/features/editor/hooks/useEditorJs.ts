import { useEffect, useRef, useState } from 'react';
import EditorJS, { type OutputData } from '@editorjs/editorjs';
import { EDITOR, type EditorData } from '@/contract';
import { editorTools } from '../model/editorTools.ts';

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

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let cancelled = false;
    const editor = new EditorJS({
      holder,
      tools: editorTools,
      data: initialData.current as OutputData | undefined,
      placeholder: 'Start writing your blog here!',
      defaultBlock: 'paragraph',
      minHeight: 120,
      onChange: () => {
        if (!cancelled) onChangeRef.current?.();
      },
    });
    editor.isReady
      .then(() => {
        if (cancelled) return;
        editorRef.current = editor;
        setReady(true);
      })
      .catch((err: unknown) => console.error(err));
    return () => {
      cancelled = true;
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

  return { ready, save };
}
