import { useEffect, useState } from 'react';
import { BellOff } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { MESSAGES, NOTIFICATION_FILTERS, type NotificationFilter } from '@/contract';
import { EmptyState, ErrorState, LoadMoreButton } from '@/design';
import { showProblem, sessionStore, useDocumentTitle } from '@/lib';
import { useInfiniteQuery } from '@tanstack/react-query';
import { notificationQueries } from '@/api';
import { NotificationCard, NotificationCardSkeleton } from '../NotificationCard';
import * as styles from './NotificationsPage.css.ts';

/** The filters' names (SPEC.md: all, likes, comments, replies) and the list's name under each. */
const FILTER_LABELS: Record<NotificationFilter, MessageDescriptor> = {
  all: msg({ message: 'all', context: 'notification filter' }),
  like: msg({ message: 'likes', context: 'notification filter' }),
  comment: msg({ message: 'comments', context: 'notification filter' }),
  reply: msg({ message: 'replies', context: 'notification filter' }),
  new_blog: msg({ message: 'new blogs', context: 'notification filter' }),
};
const LIST_LABELS: Record<NotificationFilter, MessageDescriptor> = {
  all: msg`all notifications`,
  like: msg`likes notifications`,
  comment: msg`comments notifications`,
  reply: msg`replies notifications`,
  new_blog: msg`new blogs notifications`,
};

export interface NotificationsPageProps {
  /** Time reference for relative dates (stories pin it). */
  now?: Date;
}

/** /dashboard/notifications: filters all, likes, comments, replies; unseen marked; Load More. */
export function NotificationsPage({ now }: NotificationsPageProps) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Notifications`);
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
        <Trans>Notifications</Trans>
      </h1>
      <div className={styles.filters} role="group" aria-label={t({ message: 'Show', context: 'notification filters' })}>
        {NOTIFICATION_FILTERS.map((f) => (
          <button key={f} type="button" className={styles.filter} aria-pressed={filter === f} onClick={() => setFilter(f)}>
            {i18n._(FILTER_LABELS[f])}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <div className={styles.list} role="status" aria-busy="true" aria-label={t`Loading notifications`}>
          {[0, 1, 2].map((i) => (
            <NotificationCardSkeleton key={i} />
          ))}
        </div>
      ) : list.isError ? (
        <ErrorState title={t`Could not load notifications`} detail={showProblem(list.error, i18n)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : items.length === 0 ? (
        <EmptyState icon={<BellOff aria-hidden />} message={i18n._(MESSAGES.noNotifications)} />
      ) : (
        <>
          <ul className={styles.list} aria-label={i18n._(LIST_LABELS[filter])}>
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
