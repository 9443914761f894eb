import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { PAGE_SIZES, type SendTestNewsletterInput, type SubscribeInput } from '@/contract';
import { downloadFile, request } from '@/lib';
import { userKeys } from './users.ts';

/** The newsletter (API.md, "Newsletter: readers who follow by e-mail"): readers follow an author by e-mail, no account needed. */
export const newsletterKeys = {
  all: ['subscribers'] as const,
  subscribers: (query: string) => ['subscribers', query] as const,
};

/** POST /subscribe: a confirmation mail; the same answer whether or not the address was subscribed. */
export const subscribe = (body: SubscribeInput) => request('subscribe', body);

/**
 * POST /confirm-subscription with the token of the confirmation mail's link. Only the page's button
 * calls it: a mail scanner that opens the link must not confirm anything.
 */
export async function confirmSubscription(client: QueryClient, token: string) {
  const answer = await request('confirmSubscription', { token });
  // The author's profile counts confirmed subscribers.
  void client.invalidateQueries({ queryKey: userKeys.profile(answer.username) });
  return answer;
}

export const newsletterQueries = {
  /** POST /subscribers: the author's subscribers, newest first, searched by address; `total` counts every match. */
  subscribers: (query: string) =>
    infiniteQueryOptions({
      queryKey: newsletterKeys.subscribers(query),
      initialPageParam: 1,
      queryFn: async ({ pageParam, signal }) => ({ page: pageParam, ...(await request('subscribers', { page: pageParam, query }, { signal })) }),
      getNextPageParam: (last) => (last.subscribers.length === PAGE_SIZES.subscribers ? last.page + 1 : undefined),
    }),
};

/** After a removal or an import: every search of the list, and the author's count, are read again. */
function afterSubscribersChanged(client: QueryClient, username: string) {
  void client.invalidateQueries({ queryKey: newsletterKeys.all });
  void client.invalidateQueries({ queryKey: userKeys.profile(username) });
}

/** POST /remove-subscriber. */
export async function removeSubscriber(client: QueryClient, username: string, email: string) {
  const answer = await request('removeSubscriber', { email });
  afterSubscribersChanged(client, username);
  return answer;
}

/** POST /import-subscribers: consent true confirms them at once, false mails each a confirmation. */
export async function importSubscribers(client: QueryClient, username: string, body: { csv: string; consent: boolean }) {
  const answer = await request('importSubscribers', body);
  afterSubscribersChanged(client, username);
  return answer;
}

/** GET /export-subscribers: the CSV, handed to the browser as a download. */
export async function downloadSubscribersCsv() {
  return downloadFile('exportSubscribers');
}

/** POST /send-test-newsletter: the blog as the publish form holds it, mailed to the author's own address. */
export const sendTestNewsletter = (body: SendTestNewsletterInput) => request('sendTestNewsletter', body);
