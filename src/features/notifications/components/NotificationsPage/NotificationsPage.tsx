import { useEffect, useState } from 'react';
import { BellOff } from 'lucide-react';
import { MESSAGES, NOTIFICATION_FILTER_LABELS, NOTIFICATION_FILTERS, type NotificationFilter } from '@/contract';
import { EmptyState, ErrorState, LoadMoreButton } from '@/design';
import { errorMessage, sessionStore, useDocumentTitle } from '@/lib';
import { useInfiniteQuery } from '@tanstack/react-query';
import { notificationQueries } from '@/api';
import { NotificationCard, NotificationCardSkeleton } from '../NotificationCard';
import * as styles from './NotificationsPage.css.ts';

export interface NotificationsPageProps {
  /** Time reference for relative dates (stories pin it). */
  now?: Date;
}

/** /dashboard/notifications: filters all, likes, comments, replies; unseen marked; Load More. */
export function NotificationsPage({ now }: NotificationsPageProps) {
  useDocumentTitle('Notifications');
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const list = useInfiniteQuery(notificationQueries.list(filter));

  // Loading notifications marks them seen: the bell's red dot goes out.
  useEffect(() => {
    if (list.isSuccess) sessionStore.update({ new_notification_available: false });
  }, [list.isSuccess, list.dataUpdatedAt]);

  const items = list.data?.pages.flatMap((p) => p.results) ?? [];
  return (
    <section className={styles.page} aria-labelledby="notifications-heading">
      <h1 id="notifications-heading" className={styles.heading}>
        Notifications
      </h1>
      <div className={styles.filters} role="group" aria-label="Show">
        {NOTIFICATION_FILTERS.map((f) => (
          <button key={f} type="button" className={styles.filter} aria-pressed={filter === f} onClick={() => setFilter(f)}>
            {NOTIFICATION_FILTER_LABELS[f]}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <div className={styles.list} role="status" aria-busy="true" aria-label="Loading notifications">
          {[0, 1, 2].map((i) => (
            <NotificationCardSkeleton key={i} />
          ))}
        </div>
      ) : list.isError ? (
        <ErrorState title="Could not load notifications" detail={errorMessage(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : items.length === 0 ? (
        <EmptyState icon={<BellOff aria-hidden />} message={MESSAGES.noNotifications} />
      ) : (
        <>
          <ul className={styles.list} aria-label={`${NOTIFICATION_FILTER_LABELS[filter]} notifications`}>
            {items.map((n) => (
              <NotificationCard key={n._id} notification={n} now={now} />
            ))}
          </ul>
          {list.hasNextPage && <LoadMoreButton className={styles.more} loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} />}
        </>
      )}
    </section>
  );
}
