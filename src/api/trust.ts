import { infiniteQueryOptions, mutationOptions, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZES, type AnswerOf, type TrustLevel, type VouchInput } from '@/contract';
import { request } from '@/lib';
import { blogKeys } from './blogs.ts';
import { commentKeys } from './comments.ts';
import { communityKeys } from './community.ts';
import { userKeys } from './users.ts';

/* Trust (API.md, "Trust"): the vouch queue, vouching, and an admin's fixed levels. */

export type VouchItem = AnswerOf<'vouchQueue'>['items'][number];
export type VouchTree = AnswerOf<'vouchTree'>;

export const trustKeys = {
  queue: ['vouch-queue'] as const,
  tree: (username: string) => ['vouch-tree', username] as const,
};

export const trustQueries = {
  /**
   * POST /vouch-queue (trusted members): held blogs and comments, oldest first, a page of
   * PAGE_SIZES.moderation at a time (the server's page). `enabled` false for anyone else: the
   * server refuses them.
   */
  queue: (enabled = true) =>
    infiniteQueryOptions({
      queryKey: trustKeys.queue,
      initialPageParam: 1,
      queryFn: async ({ pageParam, signal }) => ({ page: pageParam, items: (await request('vouchQueue', { page: pageParam }, { signal })).items }),
      getNextPageParam: (last: { page: number; items: VouchItem[] }) => (last.items.length === PAGE_SIZES.moderation ? last.page + 1 : undefined),
      enabled,
    }),
  /** POST /vouch-tree (moderators): who vouched for a member and whom they vouched for. */
  tree: (username: string) =>
    queryOptions({ queryKey: trustKeys.tree(username), queryFn: ({ signal }) => request('vouchTree', { username }, { signal }), enabled: username.length > 0 }),
};

export const trustMutations = {
  /**
   * POST /vouch: the item leaves the queue at once (its answer is final either way); a release
   * reaches the lists, the blog and its comments, a decline the moderators' queue.
   */
  vouch: mutationOptions({
    mutationKey: ['vouch'],
    mutationFn: async (body: VouchInput, { client }) => {
      const answer = await request('vouch', body);
      client.setQueryData<{ pages: { page: number; items: VouchItem[] }[]; pageParams: unknown[] }>(trustKeys.queue, (q) => q && { ...q, pages: q.pages.map((p) => ({ ...p, items: p.items.filter((i) => !(i.id === body.id && i.target === body.target)) })) });
      await Promise.all([trustKeys.queue, blogKeys.lists, blogKeys.allBlogs, commentKeys.all, communityKeys.queue].map((queryKey) => client.invalidateQueries({ queryKey })));
      return answer;
    },
  }),
  /** POST /set-trust (admin): the member's level is fixed; their profile is read again. */
  setTrust: mutationOptions({
    mutationKey: ['set-trust'],
    mutationFn: async ({ username, level }: { username: string; level: TrustLevel }, { client }) => {
      const answer = await request('setTrust', { username, level });
      await client.invalidateQueries({ queryKey: userKeys.profile(answer.username) });
      return answer;
    },
  }),
};
