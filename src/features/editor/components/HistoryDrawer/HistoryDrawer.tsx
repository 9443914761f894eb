import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { History, RotateCcw } from 'lucide-react';
import type { EditorBlock } from '@/contract';
import { Button } from '@/design/primitives/Button';
import { Drawer, DrawerContent } from '@/design/primitives/Drawer';
import { EmptyState } from '@/design/primitives/EmptyState';
import { ErrorState } from '@/design/primitives/ErrorState';
import { Skeleton } from '@/design/primitives/Skeleton';
import { toast } from '@/design/primitives/Toaster';
import { errorMessage, formatDateTime } from '@/lib';
import { blogMutations, blogQueries } from '@/api';
import { diffBlocks, type BlockChange } from '../../model/diffBlocks.ts';
import * as styles from './HistoryDrawer.css.ts';

export interface HistoryDrawerProps {
  blogId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The blocks in the editor now (what a revision is compared with). */
  current: EditorBlock[];
  /** A revision became the pending edit: the editor reads the blog again. */
  onRestored: () => void;
}

const MARK: Record<BlockChange, string> = { same: '', added: 'Only in this revision', removed: 'Only in your current version', changed: 'Changed since' };

/** A block's words, for reading a revision (no markup). */
function blockText(b: EditorBlock): string {
  const d = b.data as Record<string, unknown>;
  const strip = (v: unknown) => (typeof v === 'string' ? v.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ') : '');
  if (typeof d.text === 'string') return strip(d.text);
  if (Array.isArray(d.items)) return d.items.map((i) => strip(typeof i === 'string' ? i : (i as { content?: string }).content)).join(' · ');
  if (typeof d.code === 'string') return d.code;
  if (typeof d.caption === 'string' && d.caption) return `[${b.type}] ${strip(d.caption)}`;
  return `[${b.type}]`;
}

/** The History panel: each publish and update, newest first; one shown with the blocks that differ marked; Restore. */
export function HistoryDrawer({ blogId, open, onOpenChange, current, onRestored }: HistoryDrawerProps) {
  const list = useQuery({ ...blogQueries.revisions(blogId), enabled: open });
  const [rev, setRev] = useState<number | null>(null);
  const shown = useQuery(blogQueries.revision(blogId, open ? rev : null));
  const restoring = useMutation(blogMutations.restoreRevision);

  async function restore() {
    if (rev === null) return;
    try {
      await restoring.mutateAsync({ blogId, rev });
      toast.success(`Revision ${rev} restored as your unpublished changes`);
      onOpenChange(false);
      onRestored();
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }

  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent title="History" description="What each publish and update made public, newest first.">
        <div className={styles.body}>
          {list.isPending ? (
            <Skeleton height="6rem" />
          ) : list.isError ? (
            <ErrorState compact title="Could not load the history" detail={errorMessage(list.error)} onRetry={() => void list.refetch()} />
          ) : list.data.length === 0 ? (
            <EmptyState compact icon={<History aria-hidden />} message="No revisions yet: one is kept each time you publish or update" />
          ) : (
            <ul className={styles.list} aria-label="Revisions">
              {list.data.map((r) => (
                <li key={r.rev}>
                  <button type="button" className={styles.item} aria-pressed={rev === r.rev} onClick={() => setRev(r.rev)}>
                    <span>
                      Revision {r.rev}: {r.title}
                    </span>
                    <time className={styles.when} dateTime={r.savedAt}>
                      {formatDateTime(r.savedAt)}
                    </time>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {rev !== null &&
            (shown.isPending ? (
              <Skeleton height="8rem" />
            ) : shown.isError ? (
              <ErrorState compact title="Could not load this revision" detail={errorMessage(shown.error)} onRetry={() => void shown.refetch()} />
            ) : (
              <>
                <ol className={styles.blocks} aria-label={`Revision ${rev}, compared with your current version`}>
                  {diffBlocks(current, shown.data.content[0].blocks).map((d, i) => (
                    <li key={`${d.block.id ?? i}-${d.change}`} className={styles.block} data-change={d.change}>
                      {d.change !== 'same' && <span className={styles.mark}>{MARK[d.change]}</span>}
                      <span>{blockText(d.block)}</span>
                    </li>
                  ))}
                </ol>
                <Button iconStart={<RotateCcw aria-hidden />} loading={restoring.isPending} onClick={() => void restore()}>
                  Restore revision {rev}
                </Button>
              </>
            ))}
        </div>
      </DrawerContent>
    </Drawer>
  );
}
