import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { History, RotateCcw } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EditorBlock } from '@/contract';
import { Button } from '@/design/primitives/Button';
import { Drawer, DrawerContent } from '@/design/primitives/Drawer';
import { EmptyState } from '@/design/primitives/EmptyState';
import { ErrorState } from '@/design/primitives/ErrorState';
import { Skeleton } from '@/design/primitives/Skeleton';
import { toast } from '@/design/primitives/Toaster';
import { showProblem, formatDateTime } from '@/lib';
import { blogMutations, blogQueries } from '@/api';
import { RevisionNotes } from '@/features/workshop';
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

const MARK: Record<Exclude<BlockChange, 'same'>, MessageDescriptor> = {
  added: msg`Only in this revision`,
  removed: msg`Only in your current version`,
  changed: msg`Changed since`,
};

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

/** The History panel: each publish and update, newest first; one shown with the blocks that differ marked, the notes of its review beside it; Restore. */
export function HistoryDrawer({ blogId, open, onOpenChange, current, onRestored }: HistoryDrawerProps) {
  const list = useQuery({ ...blogQueries.revisions(blogId), enabled: open });
  const [rev, setRev] = useState<number | null>(null);
  const shown = useQuery(blogQueries.revision(blogId, open ? rev : null));
  const restoring = useMutation(blogMutations.restoreRevision);
  const { i18n, t } = useLingui();

  async function restore() {
    if (rev === null) return;
    try {
      await restoring.mutateAsync({ blogId, rev });
      toast.success(t`Revision ${rev} restored as your unpublished changes`);
      onOpenChange(false);
      onRestored();
    } catch (err) {
      toast.error(showProblem(err, i18n));
    }
  }

  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent title={t`History`} description={t`What each publish and update made public, newest first.`}>
        <div className={styles.body}>
          {list.isPending ? (
            <Skeleton height="6rem" />
          ) : list.isError ? (
            <ErrorState compact title={t`Could not load the history`} detail={showProblem(list.error, i18n)} onRetry={() => void list.refetch()} />
          ) : list.data.length === 0 ? (
            <EmptyState compact icon={<History aria-hidden />} message={t`No revisions yet: one is kept each time you publish or update`} />
          ) : (
            <ul className={styles.list} aria-label={t`Revisions`}>
              {list.data.map(({ rev: revision, title, savedAt }) => (
                <li key={revision}>
                  <button type="button" className={styles.item} aria-pressed={rev === revision} onClick={() => setRev(revision)}>
                    <span>
                      <Trans>
                        Revision {revision}: {title}
                      </Trans>
                    </span>
                    <time className={styles.when} dateTime={savedAt}>
                      {formatDateTime(savedAt)}
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
              <ErrorState compact title={t`Could not load this revision`} detail={showProblem(shown.error, i18n)} onRetry={() => void shown.refetch()} />
            ) : (
              <>
                <ol className={styles.blocks} aria-label={t`Revision ${rev}, compared with your current version`}>
                  {diffBlocks(current, shown.data.content[0].blocks).map((d, i) => (
                    <li key={`${d.block.id ?? i}-${d.change}`} className={styles.block} data-change={d.change}>
                      {d.change !== 'same' && <span className={styles.mark}>{i18n._(MARK[d.change])}</span>}
                      <span>{blockText(d.block)}</span>
                    </li>
                  ))}
                </ol>
                <Button iconStart={<RotateCcw aria-hidden />} loading={restoring.isPending} onClick={() => void restore()}>
                  <Trans>Restore revision {rev}</Trans>
                </Button>
                <RevisionNotes blogId={blogId} rev={rev} />
              </>
            ))}
        </div>
      </DrawerContent>
    </Drawer>
  );
}
