import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { Notification, NotificationFilter } from '@/contract';
import { request } from '@/lib';
import { FIRST_PAGE, nextDeletablePage, type DeletablePageParam, type ListPage } from './lists.ts';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (filter: NotificationFilter) => ['notifications', filter] as const,
};

/** GET /new-notification (auth): whether an unseen notification exists (the bell's dot). */
export const fetchNewNotification = async (signal?: AbortSignal) => (await request('newNotification', undefined, { signal })).new_notification_available;

export const notificationQueries = {
  list: (filter: NotificationFilter) =>
    infiniteQueryOptions({
      queryKey: notificationKeys.list(filter),
      initialPageParam: FIRST_PAGE as DeletablePageParam,
      queryFn: async ({ pageParam }): Promise<ListPage<Notification>> => {
        // POST /get-notifications marks what it answers as seen, after answering.
        const [answer, count] = await Promise.all([request('getNotifications', { filter, ...pageParam }), request('allNotificationsCount', { filter })]);
        return { results: answer.notifications, totalDocs: count.totalDocs, ...pageParam };
      },
      getNextPageParam: nextDeletablePage,
      // Each visit shows the current state: the server marks entries seen as it answers.
      staleTime: 0,
    }),
};

type Data = InfiniteData<ListPage<Notification>>;

/** Changes one entry in every loaded notifications list. */
export function updateNotification(client: QueryClient, id: string, change: (n: Notification) => Notification) {
  client.setQueriesData<Data>({ queryKey: notificationKeys.all }, (old) =>
    old && { ...old, pages: old.pages.map((p) => ({ ...p, results: p.results.map((n) => (n._id === id ? change(n) : n)) })) },
  );
}

/** Removes entries from every loaded list, decrementing totals; reloads a list that became empty. */
export function removeNotifications(client: QueryClient, drop: (n: Notification) => boolean) {
  for (const [key, old] of client.getQueriesData<Data>({ queryKey: notificationKeys.all })) {
    if (!old) continue;
    const before = old.pages.reduce((n, p) => n + p.results.length, 0);
    const pages = old.pages.map((p) => ({ ...p, results: p.results.filter((n) => !drop(n)) }));
    const removed = before - pages.reduce((n, p) => n + p.results.length, 0);
    if (!removed) continue;
    const next = pages.map((p) => ({ ...p, totalDocs: Math.max(0, p.totalDocs - removed), deletedDocCount: p.deletedDocCount + removed }));
    client.setQueryData<Data>(key, { ...old, pages: next });
    if (next.every((p) => p.results.length === 0) && (next.at(-1)?.totalDocs ?? 0) > 0) void client.resetQueries({ queryKey: key, exact: true });
  }
}
