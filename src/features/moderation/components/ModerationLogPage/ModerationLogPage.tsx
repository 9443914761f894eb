import { useInfiniteQuery } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import type { LogEntry } from '@/contract';
import { EmptyState, ErrorState, Skeleton } from '@/design';
import { errorMessage, formatRelative, useDocumentTitle } from '@/lib';
import { communityQueries } from '@/api';
import { AdminCard, AdminList, AdminMeta, AdminMore, AdminPage, AdminRow, AdminTitle } from '../AdminPage';
import { ShowAgainButton } from '../ShowAgainButton';

const DID: Record<LogEntry['action'], string> = { dismiss: 'dismissed a report on', hide: 'hid', delete: 'deleted', suspend: 'suspended', unhide: 'showed again' };
const WHAT = { blog: 'the blog', comment: 'the comment', user: 'the member' } as const;

/** /moderation/log: every moderation action, newest first. Moderators only. */
export function ModerationLogPage({ now }: { now?: Date }) {
  useDocumentTitle('Moderation log');
  const list = useInfiniteQuery(communityQueries.log());
  const entries = list.data?.pages.flatMap((p) => p.items) ?? [];
  // "Show again" on the newest entry about each blog or comment that is hidden now (a thing hidden,
  // shown and hidden again has two hide entries; one button undoes it).
  const offered = new Set<string>();
  const showAgain = new Set(entries.filter((e) => e.hidden && e.target !== 'user' && !offered.has(e.target_id) && offered.add(e.target_id)).map((e) => e._id));
  return (
    <AdminPage title="Moderation log" intro="What moderators did, newest first, with the report that led to it.">
      {list.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading the log">
          <Skeleton height="5rem" />
        </div>
      ) : list.isError ? (
        <ErrorState title="Could not load the log" detail={errorMessage(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : entries.length === 0 ? (
        <EmptyState icon={<ScrollText aria-hidden />} message="No moderation actions yet" />
      ) : (
        <>
          <AdminList aria-label="Moderation actions">
            {entries.map((e) => (
              <AdminCard key={e._id}>
                <AdminTitle>
                  @{e.moderator} {DID[e.action]} {e.target === 'user' && e.action !== 'dismiss' ? '' : `${WHAT[e.target]} `}“{e.label}”
                  {e.days ? ` for ${e.days} ${e.days === 1 ? 'day' : 'days'}` : ''}
                </AdminTitle>
                <AdminMeta>
                  {e.reason && <>Reported as: {e.reason} · </>}
                  <time dateTime={e.createdAt}>{formatRelative(e.createdAt, now)}</time>
                  {e.hidden && ' · hidden now'}
                </AdminMeta>
                {showAgain.has(e._id) && e.target !== 'user' && (
                  <AdminRow>
                    <ShowAgainButton target={e.target} id={e.target_id} label={e.label} />
                  </AdminRow>
                )}
              </AdminCard>
            ))}
          </AdminList>
          {list.hasNextPage && <AdminMore loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} />}
        </>
      )}
    </AdminPage>
  );
}
