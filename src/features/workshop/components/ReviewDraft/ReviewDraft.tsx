import { useCallback, useState, type KeyboardEvent } from 'react';
import { MessageSquarePlus } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { directionOfTag, type EditorBlock } from '@/contract';
import { Button } from '@/design/primitives/Button';
import { BlogContent } from '@/features/blog';
import { selectedQuote } from '../../model/quoteRange';
import { openNotes, type NoteHandlers, type WorkshopNote } from '../../model/notes';
import { NoteField } from '../NoteField';
import { NotesLayout } from '../NotesLayout';
import { OpenNotesButton } from '../OpenNotesButton';
import * as styles from './ReviewDraft.css';

export interface ReviewDraftProps extends NoteHandlers {
  title: string;
  author: { fullname: string; username: string };
  blocks: EditorBlock[];
  /** The blog's language (a BCP 47 tag). */
  language: string;
  /** A published blog's pending changes are up for review, not a draft. */
  pending?: boolean;
  notes: readonly WorkshopNote[];
  /** Posts a new note on a block, about `quote` when a passage was selected. */
  onAddNote: (blockId: string, text: string, quote?: string) => Promise<unknown>;
}

const findBlock = (root: HTMLElement, id: string) => root.querySelector(`[data-block-id="${CSS.escape(id)}"]`);

/**
 * A draft as its reviewer reads it: the reader's layout, read-only, each block a stop for Tab. Select
 * text in a block (or focus the block) and press N, or the Add a note button, to write a note on it.
 */
export function ReviewDraft({ title, author, blocks, language, pending, notes, onAddNote, ...handlers }: ReviewDraftProps) {
  const { t } = useLingui();
  const [active, setActive] = useState<string | null>(null);
  const [writing, setWriting] = useState<{ block: string; quote: string } | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const blockIds = blocks.flatMap((b) => (b.id ? [b.id] : []));
  const { fullname, username } = author;

  const startNote = (blockId: string, el: Element | null) => {
    setWriting({ block: blockId, quote: el ? selectedQuote(el, window.getSelection()) : '' });
  };
  const closeNote = (blockId: string) => {
    setWriting(null);
    // Back to the block the note was on, so the keyboard carries on from there.
    requestAnimationFrame(() => (document.querySelector(`[data-block-id="${CSS.escape(blockId)}"]`) as HTMLElement | null)?.focus());
  };
  const onBlockKey = (e: KeyboardEvent<HTMLDivElement>, blockId: string) => {
    if (e.target !== e.currentTarget || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === 'n' || e.key === 'N') {
      e.preventDefault();
      startNote(blockId, e.currentTarget);
    }
  };
  const find = useCallback(findBlock, []);

  return (
    <main className={styles.page}>
      <NotesLayout notes={notes} blockIds={blockIds} find={find} activeBlock={active} sheetOpen={sheetOpen} onSheetOpenChange={setSheetOpen} {...handlers}>
        {/* In the text's column: beside the notes margin the heading lines up with the text it names. */}
        <div className={styles.head}>
          <p className={styles.notice} role="note">
            {pending ? <Trans>Review: these changes are not published yet. Your notes go to the author only.</Trans> : <Trans>Review: this draft is not published yet. Your notes go to the author only.</Trans>}{' '}
            <span id="review-shortcut">
              <Trans>Select text in a paragraph, or focus a paragraph, and press N to leave a note.</Trans>
            </span>
          </p>
          <div className={styles.phoneBar}>
            <OpenNotesButton count={openNotes(notes).length} onClick={() => setSheetOpen(true)} />
          </div>
          <h1 className={styles.title} lang={language} dir="auto">
            {title}
          </h1>
          <p className={styles.byline}>
            <Trans>
              By {fullname} (@{username})
            </Trans>
          </p>
        </div>
        <BlogContent
          blocks={blocks}
          lang={language}
          dir={directionOfTag(language)}
          wrapBlock={(block, rendered) =>
            block.id ? (
              <div
                className={styles.block}
                data-block-id={block.id}
                data-active={active === block.id || undefined}
                tabIndex={0}
                aria-describedby="review-shortcut"
                onFocus={() => setActive(block.id!)}
                onMouseUp={() => setActive(block.id!)}
                onKeyDown={(e) => onBlockKey(e, block.id!)}
              >
                {rendered}
                {active === block.id && writing?.block !== block.id && (
                  <Button
                    className={styles.addButton}
                    size="sm"
                    variant="soft"
                    iconStart={<MessageSquarePlus aria-hidden />}
                    aria-keyshortcuts="N"
                    // The selection would be lost by the click's focus change: read it on pointer down.
                    onPointerDown={(e) => {
                      e.preventDefault();
                      startNote(block.id!, e.currentTarget.parentElement);
                    }}
                    onClick={(e) => e.detail === 0 && startNote(block.id!, e.currentTarget.parentElement)}
                  >
                    {t`Add a note (N)`}
                  </Button>
                )}
                {writing?.block === block.id && (
                  <div className={styles.composer}>
                    {writing.quote && (
                      <blockquote className={styles.quote} dir="auto">
                        {writing.quote}
                      </blockquote>
                    )}
                    <NoteField
                      label={writing.quote ? t`Your note on the selected passage` : t`Your note on this paragraph`}
                      submitLabel={t`Add note`}
                      autoFocus
                      onCancel={() => closeNote(block.id!)}
                      onSubmit={async (text) => {
                        await onAddNote(block.id!, text, writing.quote || undefined);
                        closeNote(block.id!);
                      }}
                    />
                  </div>
                )}
              </div>
            ) : (
              rendered
            )
          }
        />
      </NotesLayout>
    </main>
  );
}
