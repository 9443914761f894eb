import { useInfiniteQuery } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import type { LogEntry } from '@/contract';
import { EmptyState, ErrorState, Skeleton } from '@/design';
import { errorMessage, formatRelative, useDocumentTitle } from '@/lib';
import { communityQueries } from '@/api';
import { AdminCard, AdminList, AdminMeta, AdminMore, AdminPage, AdminTitle } from '../AdminPage';

const DID: Record<LogEntry['action'], string> = { dismiss: 'dismissed a report on', hide: 'hid', delete: 'deleted', suspend: 'suspended' };
const WHAT = { blog: 'the blog', comment: 'the comment', user: 'the member' } as const;

/** /moderation/log: every moderation action, newest first. Moderators only. */
export function ModerationLogPage({ now }: { now?: Date }) {
  useDocumentTitle('Moderation log');
  const list = useInfiniteQuery(communityQueries.log());
  const entries = list.data?.pages.flatMap((p) => p.items) ?? [];
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
                  Reported as: {e.reason} · <time dateTime={e.createdAt}>{formatRelative(e.createdAt, now)}</time>
                </AdminMeta>
              </AdminCard>
            ))}
          </AdminList>
          {list.hasNextPage && <AdminMore loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} />}
        </>
      )}
    </AdminPage>
  );
}
