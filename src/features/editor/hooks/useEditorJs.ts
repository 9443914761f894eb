import { useEffect, useRef, useState } from 'react';
import EditorJS, { type OutputData } from '@editorjs/editorjs';
import { EDITOR, type EditorData } from '@/contract';
import { editorTools } from './editorTools.ts';

export interface UseEditorJsOptions {
  /** The blocks to start with (read once, when the editor is created). */
  data?: EditorData;
  /** Called with the editor's output after each change (Editor.js batches changes, 400 ms). */
  onChange?: (data: EditorData) => void;
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
      onChange: async (api) => {
        if (!onChangeRef.current) return;
        try {
          const output = await api.saver.save();
          if (!cancelled) onChangeRef.current?.(output as EditorData);
        } catch {
          /* the editor was destroyed while saving */
        }
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

  // The image tool renders <img> without alt text: name each picture by its caption.
  useEffect(() => {
    const root = document.getElementById(holder);
    if (!root) return;
    const name = () => {
      root.querySelectorAll<HTMLImageElement>('img:not([alt])').forEach((img) => {
        const caption = img.closest('.cdx-block')?.querySelector('.image-tool__caption')?.textContent?.trim();
        img.alt = caption || 'Image in the blog';
      });
    };
    name();
    const observer = new MutationObserver(name);
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
