import { cx } from 'class-variance-authority';
import { useLayoutEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Button } from '@/design/primitives/Button';
import { VisuallyHidden } from '@/design/styles';
import { inBlockOrder, stackTops, type NoteHandlers, type WorkshopNote } from '../../model/notes';
import { NoteThread } from '../NoteThread';
import * as styles from './NotesMargin.css';

export interface NotesMarginProps extends NoteHandlers {
  notes: readonly WorkshopNote[];
  /** The blocks' ids in the content's order. */
  blockIds: readonly string[];
  /** Each block's top, in px from the margin's top (the page measures its block elements). */
  blockTops: Readonly<Record<string, number>>;
  /** The block being read or edited: its threads are marked. */
  activeBlock?: string | null;
  className?: string;
}

/** Space between two threads that would overlap, in px. */
const GAP = 8;

/**
 * The notes beside the text on wide screens: each thread level with its block (or just under the
 * thread above it), notes on removed text after the rest. Sits on the inline end side, so Arabic
 * mirrors it with no stylesheet of its own.
 */
export function NotesMargin({ notes, blockIds, blockTops, activeBlock, className, ...handlers }: NotesMarginProps) {
  const { t } = useLingui();
  const [showResolved, setShowResolved] = useState(false);
  const resolved = notes.filter((n) => n.resolved).length;
  const shown = inBlockOrder(
    notes.filter((n) => showResolved || !n.resolved),
    blockIds,
  );
  const refs = useRef(new Map<string, HTMLElement>());
  const [tops, setTops] = useState<number[]>([]);
  const key = shown.map((n) => n._id).join() + JSON.stringify(blockTops);

  useLayoutEffect(() => {
    const measure = () => {
      let last = 0;
      const items = shown.map((n) => {
        const height = refs.current.get(n._id)?.offsetHeight ?? 0;
        const want = n.orphaned ? last : (blockTops[n.block_id] ?? last);
        last = Math.max(last, want);
        return { want, height };
      });
      const next = stackTops(items, GAP);
      setTops((prev) => (prev.length === next.length && prev.every((v, i) => v === next[i]) ? prev : next));
    };
    measure();
    // A thread grows when a reply field opens or a reply comes: the ones under it move down.
    const observer = new ResizeObserver(measure);
    for (const el of refs.current.values()) observer.observe(el);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the notes shown and the block positions
  }, [key]);

  const height = shown.length ? (tops.at(-1) ?? 0) + (refs.current.get(shown.at(-1)!._id)?.offsetHeight ?? 0) : 0;
  return (
    <aside className={cx(styles.margin, className)} aria-label={t`Notes`}>
      <VisuallyHidden>
        <h2>{t`Notes`}</h2>
      </VisuallyHidden>
      <ol className={styles.list} style={{ blockSize: height }}>
        {shown.map((note, i) => (
          <li
            key={note._id}
            className={styles.item}
            style={{ insetBlockStart: tops[i] ?? 0 }}
            ref={(el) => {
              if (el) refs.current.set(note._id, el);
              else refs.current.delete(note._id);
            }}
          >
            <NoteThread
              note={note}
              viewer={handlers.viewer}
              isAuthor={handlers.isAuthor}
              readOnly={handlers.readOnly}
              active={activeBlock === note.block_id}
              onReply={(text) => handlers.onReply(note._id, text)}
              onResolve={(r) => handlers.onResolve(note._id, r)}
              onEdit={handlers.onEdit}
              onDelete={handlers.onDelete}
              onSelect={() => handlers.onSelect?.(note)}
            />
          </li>
        ))}
      </ol>
      {/* Under the threads: above them it would push each thread off its block's line. */}
      {resolved > 0 && (
        <Button variant="ghost" size="sm" className={styles.toggle} aria-pressed={showResolved} onClick={() => setShowResolved((s) => !s)}>
          {showResolved ? t`Hide resolved notes` : t`${plural(resolved, { one: 'Show # resolved note', other: 'Show # resolved notes' })}`}
        </Button>
      )}
    </aside>
  );
}
