import { infiniteQueryOptions, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { PAGE_SIZES, type Blog, type CreateInviteInput, type ModerationAction, type ReportInput, type PayloadOf, type Role, type UnhideInput } from '@/contract';
import { request } from '@/lib';
import { blogKeys } from './blogs.ts';
import { commentKeys } from './comments.ts';
import { notificationKeys } from './notifications.ts';
import { userKeys } from './users.ts';

/*
 * The community's calls (API.md, "Community"): following's list, the reading list, blocking,
 * reports, moderation and the site's government. Lists without a count page on until a short page.
 */

export const communityKeys = {
  following: ['following-blogs'] as const,
  bookmarks: ['bookmarks'] as const,
  site: ['site-settings'] as const,
  members: (query: string) => ['members', query] as const,
  blockedDomains: ['blocked-domains'] as const,
  allMembers: ['members'] as const,
  invites: ['invites'] as const,
  queue: ['moderation-queue'] as const,
  log: ['moderation-log'] as const,
};

/** An infinite list of `size` a page: another page while the last one was full. */
function pagedList<T>(key: readonly unknown[], size: number, load: (page: number, signal: AbortSignal) => Promise<T[]>, enabled = true) {
  return infiniteQueryOptions({
    queryKey: key,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => ({ page: pageParam, items: await load(pageParam, signal) }),
    getNextPageParam: (last: { page: number; items: T[] }) => (last.items.length === size ? last.page + 1 : undefined),
    enabled,
  });
}

export const communityQueries = {
  /** POST /following-blogs: blogs of the authors the member follows, newest first. */
  following: (enabled = true) =>
    pagedList(communityKeys.following, PAGE_SIZES.following, async (page, signal) => (await request('followingBlogs', { page }, { signal })).blogs, enabled),
  /** POST /bookmarks: the reading list, newest first. */
  bookmarks: () => pagedList(communityKeys.bookmarks, PAGE_SIZES.bookmarks, async (page, signal) => (await request('bookmarks', { page }, { signal })).bookmarks),
  /** POST /get-site-settings (public): how people may sign up, whether new members are held, the trust thresholds. */
  site: () => queryOptions({ queryKey: communityKeys.site, queryFn: ({ signal }) => request('getSiteSettings', {}, { signal }) }),
  members: (query: string) => pagedList(communityKeys.members(query), PAGE_SIZES.members, async (page, signal) => (await request('members', { query, page }, { signal })).members),
  invites: () => pagedList(communityKeys.invites, PAGE_SIZES.invites, async (page, signal) => (await request('invites', { page }, { signal })).invites),
  queue: () => pagedList(communityKeys.queue, PAGE_SIZES.moderation, async (page, signal) => (await request('moderationQueue', { page }, { signal })).reports),
  log: () => pagedList(communityKeys.log, PAGE_SIZES.moderationLog, async (page, signal) => (await request('moderationLog', { page }, { signal })).entries),
  /** POST /blocked-domains (admin): the fediverse's servers blocked here. */
  blockedDomains: () => queryOptions({ queryKey: communityKeys.blockedDomains, queryFn: async ({ signal }) => (await request('blockedDomains', {}, { signal })).domains }),
};

/**
 * The community's writes, for useMutation (its pending state and error come from there): each
 * mutationFn sends the call and settles what it makes stale before it resolves.
 */
export const communityMutations = {
  /**
   * POST /bookmark; the blog's own view takes the new flag in place (reading it again would count a
   * read), and the reading list is read again.
   */
  bookmark: mutationOptions({
    mutationKey: ['bookmark'],
    mutationFn: async ({ blog, saved }: { blog: { _id: string; blog_id?: string }; saved: boolean }, { client }) => {
      const answer = await request('bookmark', { _id: blog._id, saved });
      if (blog.blog_id) client.setQueryData<Blog>(blogKeys.one(blog.blog_id), (b) => b && { ...b, bookmarked: answer.saved });
      // Cards in lists carry the flag too: they are read again when next shown.
      void client.invalidateQueries({ queryKey: blogKeys.lists, refetchType: 'none' });
      void client.invalidateQueries({ queryKey: communityKeys.following, refetchType: 'none' });
      await client.invalidateQueries({ queryKey: communityKeys.bookmarks });
      return answer;
    },
  }),
  /** POST /block: what the member sees changes everywhere (lists, comments, notifications, the profile). */
  block: mutationOptions({
    mutationKey: ['block'],
    mutationFn: async ({ username, blocked }: { username: string; blocked: boolean }, { client }) => {
      const answer = await request('block', { username, blocked });
      await invalidateAll(client, [blogKeys.lists, commentKeys.all, notificationKeys.all, userKeys.profiles, communityKeys.following]);
      return answer;
    },
  }),
  /** POST /block-remote: an account elsewhere in the fediverse; its replies leave the member's discussions and notifications. */
  blockRemote: mutationOptions({
    mutationKey: ['block-remote'],
    mutationFn: async ({ handle, blocked }: { handle: string; blocked: boolean }, { client }) => {
      const answer = await request('blockRemote', { handle, blocked });
      await invalidateAll(client, [commentKeys.all, notificationKeys.all]);
      return answer;
    },
  }),
  /** POST /block-domain (admin): a server of the fediverse; its followers, comments and reactions go with a block. */
  blockDomain: mutationOptions({
    mutationKey: ['block-domain'],
    mutationFn: async (body: { domain: string; blocked: boolean }, { client }) => {
      const answer = await request('blockDomain', body);
      await invalidateAll(client, [communityKeys.blockedDomains, blogKeys.lists, blogKeys.allBlogs, commentKeys.all, userKeys.profiles]);
      return answer;
    },
  }),
  /** POST /report. */
  report: mutationOptions({ mutationKey: ['report'], mutationFn: (body: ReportInput) => request('report', body) }),
  /** POST /moderate: the queue, the log and whatever the action changed are read again. */
  moderate: mutationOptions({
    mutationKey: ['moderate'],
    mutationFn: async (body: { report_id: string; action: ModerationAction; days?: number }, { client }) => {
      const answer = await request('moderate', body);
      await invalidateAll(client, MODERATED);
      return answer;
    },
  }),
  /**
   * POST /unhide: a hidden blog or comment is shown again; the queue, the log, members' counts, the
   * lists, the blogs (their hidden mark) and the comments are read again.
   */
  unhide: mutationOptions({
    mutationKey: ['unhide'],
    mutationFn: async (body: UnhideInput, { client }) => {
      const answer = await request('unhide', body);
      await invalidateAll(client, MODERATED);
      return answer;
    },
  }),
  /** POST /update-site-settings (admin): how people may sign up, holding, the trust thresholds; what is not named stays. */
  siteSettings: mutationOptions({
    mutationKey: ['update-site-settings'],
    mutationFn: async (settings: PayloadOf<'updateSiteSettings'>, { client }) => {
      const answer = await request('updateSiteSettings', settings);
      client.setQueryData(communityKeys.site, answer);
      return answer;
    },
  }),
  /** POST /set-role (admin): a member becomes a moderator or back. */
  setRole: mutationOptions({
    mutationKey: ['set-role'],
    mutationFn: async ({ username, role }: { username: string; role: Role }, { client }) => {
      const answer = await request('setRole', { username, role });
      await client.invalidateQueries({ queryKey: communityKeys.allMembers });
      await client.invalidateQueries({ queryKey: userKeys.profiles });
      return answer;
    },
  }),
  /** POST /create-invite: a new invite link; the list of invites is read again. */
  createInvite: mutationOptions({
    mutationKey: ['create-invite'],
    mutationFn: async (body: CreateInviteInput, { client }) => {
      const answer = await request('createInvite', body);
      await client.invalidateQueries({ queryKey: communityKeys.invites });
      return answer;
    },
  }),
};

/** What a moderation action (or undoing one) may change. */
const MODERATED = [communityKeys.queue, communityKeys.log, communityKeys.allMembers, blogKeys.lists, blogKeys.allBlogs, commentKeys.all];

const invalidateAll = (client: QueryClient, keys: readonly (readonly unknown[])[]) => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
