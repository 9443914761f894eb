import { useEffect, useRef, useState, type ReactNode } from 'react';
import { showProblem } from '@/lib';
import { editorPublishSchema, EDITOR, firstError, type EditorData } from '@/contract';
import { Redo2, Undo2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/design/primitives/Button';
import { IconButton } from '@/design/primitives/IconButton';
import { directionalIcon, visuallyHidden } from '@/design/styles';
import { WordCount } from '../WordCount';
import { toast } from '@/design/primitives/Toaster';
import { useEditorJs, whenIdle } from '../../hooks/useEditorJs.ts';
import { BannerUpload, type BannerUploadProps } from '../BannerUpload';
import { EditorTopBar } from '../EditorTopBar';
import { TitleInput } from '../TitleInput';
import * as styles from './BlogEditor.css.ts';

export interface BlogEditorProps {
  title: string;
  banner: string;
  /** Blocks to start the editor with (read when it is created; remount to change). */
  content: EditorData;
  onTitleChange: (title: string) => void;
  onBannerChange: (url: string) => void;
  /**
   * The blocks changed (for the local copy of unsaved work). `read` saves them: a save of every
   * block, O(blocks), so call it when the content is needed rather than on every change.
   */
  onContentChange?: (read: () => Promise<EditorData>) => void;
  /** Publish passed the banner, title and content checks: open the publish form. */
  onPublish: (content: EditorData) => void;
  /** Save Draft was pressed with the current blocks. */
  onSaveDraft: (content: EditorData) => void;
  /** A draft save is in flight: Save Draft is disabled. */
  savingDraft?: boolean;
  /** Shown above the banner (the offer to restore unsaved work). */
  notice?: ReactNode;
  /** Where the work is saved (the top bar's status line). */
  status?: ReactNode;
  /** More top-bar actions before Publish (History). */
  tools?: ReactNode;
  /** Puts the writing surface in a frame (the workshop's notes margin beside it). */
  frame?: (main: ReactNode) => ReactNode;
  /**
   * The blocks as Editor.js gives them back once it has rendered them (what "unchanged" means).
   * `edited`: the writer typed before they were read, so they may already hold the writer's work.
   */
  onReady?: (content: EditorData, edited: boolean) => void;
  /** Upload for the banner (stories pass a fake). */
  uploadBanner?: BannerUploadProps['upload'];
}

/** The editor state: top bar, 16:9 banner, title and the Editor.js surface in a 650 px column. */
export function BlogEditor({
  title,
  banner,
  content,
  onTitleChange,
  onBannerChange,
  onContentChange,
  onPublish,
  onSaveDraft,
  savingDraft = false,
  notice,
  status,
  tools,
  frame = (main) => main,
  onReady,
  uploadBanner,
}: BlogEditorProps) {
  const editor = useEditorJs({ data: content, onChange: onContentChange && (() => onContentChange(editor.save)) });
  const [checking, setChecking] = useState(false);
  const { i18n, t } = useLingui();
  // Editor.js normalises blocks as it renders them (and may report a change doing so): the baseline
  // for "did the writer change anything" is its own first output, not the stored data.
  // Input before that read is done (a writer who types at once, a busy browser whose idle time comes
  // late) is in what it reads: the baseline is then marked edited, or those words would look unchanged.
  const baselineRead = useRef(false);
  const editedEarly = useRef(false);
  useEffect(() => {
    const surface = document.getElementById(EDITOR.holderId);
    if (!surface) return;
    const mark = () => {
      if (!baselineRead.current) editedEarly.current = true;
    };
    surface.addEventListener('beforeinput', mark, true);
    return () => surface.removeEventListener('beforeinput', mark, true);
  }, []);
  useEffect(() => {
    // It reads every block: once the browser is idle, not in the way of the first keystroke.
    if (editor.ready && onReady)
      whenIdle(
        () =>
          void editor.save().then((content) => {
            baselineRead.current = true;
            onReady(content, editedEarly.current);
          }, () => undefined),
      );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per editor, when it is ready
  }, [editor.ready]);

  async function publish() {
    setChecking(true);
    try {
      const data = await editor.save();
      const check = editorPublishSchema.safeParse({ banner, title, blocks: data.blocks });
      if (!check.success) {
        toast.error(showProblem(firstError(check.error), i18n));
        return;
      }
      onPublish(data);
    } finally {
      setChecking(false);
    }
  }

  async function saveDraft() {
    onSaveDraft(await editor.save());
  }

  return (
    <>
      <EditorTopBar
        title={title}
        status={status}
        meta={editor.ready && <WordCount words={editor.words} />}
        leading={
          <>
            <IconButton aria-label={t`Undo`} aria-keyshortcuts="Control+Z Meta+Z" title={t`Undo (Ctrl+Z)`} disabled={!editor.history.canUndo} onClick={editor.undo}>
              <Undo2 aria-hidden className={directionalIcon} />
            </IconButton>
            <IconButton aria-label={t`Redo`} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y" title={t`Redo (Ctrl+Shift+Z)`} disabled={!editor.history.canRedo} onClick={editor.redo}>
              <Redo2 aria-hidden className={directionalIcon} />
            </IconButton>
          </>
        }
      >
        {tools}
        <Button tone="accent" onClick={publish} loading={checking} disabled={!editor.ready}>
          <Trans context="action">Publish</Trans>
        </Button>
        <Button variant="outline" onClick={saveDraft} disabled={savingDraft || !editor.ready} aria-busy={savingDraft || undefined}>
          <Trans>Save Draft</Trans>
        </Button>
      </EditorTopBar>
      {frame(
      <main className={styles.main}>
        {notice}
        <BannerUpload banner={banner} onChange={onBannerChange} upload={uploadBanner} />
        <TitleInput value={title} onChange={onTitleChange} />
        <hr className={styles.rule} />
        {/* Busy until Editor.js has drawn every block: assistive technology (and the page tests) wait for it. */}
        <div id={EDITOR.holderId} className={styles.writing} aria-busy={!editor.ready || undefined} />
        <p className={visuallyHidden} role="status" aria-live="polite">
          {editor.announcement}
        </p>
      </main>,
      )}
    </>
  );
}
