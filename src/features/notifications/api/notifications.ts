import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { CountAnswer, Notification, NotificationFilter } from '@/contract';
import { api } from '@/lib';

export interface ListPage<T> {
  results: T[];
  page: number;
  totalDocs: number;
  /** Entries removed since loading: moves the next page's start back (API.md). */
  deletedDocCount: number;
}

/** POST /get-notifications (marks what it answers as seen, after answering). */
export const fetchNotifications = (body: { page: number; filter: NotificationFilter; deletedDocCount: number }) =>
  api<{ notifications: Notification[] }>('/get-notifications', body, { auth: true }).then((r) => r.notifications);
/** POST /all-notifications-count. */
export const countNotifications = (filter: NotificationFilter) =>
  api<CountAnswer>('/all-notifications-count', { filter }, { auth: true }).then((r) => r.totalDocs);

export const notificationsKey = (filter: NotificationFilter) => ['notifications', filter] as const;

type PageParam = { page: number; deletedDocCount: number };

export function useNotifications(filter: NotificationFilter) {
  return useInfiniteQuery({
    queryKey: notificationsKey(filter),
    initialPageParam: { page: 1, deletedDocCount: 0 } as PageParam,
    queryFn: async ({ pageParam }): Promise<ListPage<Notification>> => {
      const [results, totalDocs] = await Promise.all([fetchNotifications({ filter, ...pageParam }), countNotifications(filter)]);
      return { results, totalDocs, ...pageParam };
    },
    getNextPageParam: (last, all) => {
      const loaded = all.reduce((n, p) => n + p.results.length, 0);
      return loaded < last.totalDocs ? { page: last.page + 1, deletedDocCount: last.deletedDocCount } : undefined;
    },
    // Each visit shows the current state: the server marks entries seen as it answers.
    staleTime: 0,
  });
}

type Data = InfiniteData<ListPage<Notification>>;

/** Changes one entry in every loaded notifications list. */
export function updateNotification(client: QueryClient, id: string, change: (n: Notification) => Notification) {
  client.setQueriesData<Data>({ queryKey: ['notifications'] }, (old) =>
    old && { ...old, pages: old.pages.map((p) => ({ ...p, results: p.results.map((n) => (n._id === id ? change(n) : n)) })) },
  );
}

/** Removes entries from every loaded list, decrementing totals; reloads a list that became empty. */
export function removeNotifications(client: QueryClient, drop: (n: Notification) => boolean) {
  for (const [key, old] of client.getQueriesData<Data>({ queryKey: ['notifications'] })) {
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
