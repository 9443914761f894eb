import type { SubscribeInput } from '@/contract';
import { request } from '@/lib';
import { userKeys } from './users.ts';
import type { QueryClient } from '@tanstack/react-query';

/** The newsletter (API.md, "Newsletter: readers who follow by e-mail"): readers follow an author by e-mail, no account needed. */

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
