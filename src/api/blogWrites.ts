import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { BlogCard, CreateBlogInput, SaveEditInput } from '@/contract';
import { request, sendOnLeave, startLeaveRelay, type LeaveRoute } from '@/lib';
import { blogKeys, fetchBlogForEdit } from './blogs.ts';
import { removeFromList } from './lists.ts';

/*
 * An author's writes to blogs: the editor's saves and the dashboard's actions. Apart from the
 * reads (blogs.ts) so that a reader's pages, which only read, do not carry them.
 */

/* Writes, each with what it invalidates */

/** POST /save-edit: the author's unsaved work kept on the server (a draft's fields, or a published blog's pending edit). */
export const saveEdit = (body: SaveEditInput) => request('saveEdit', body);

/**
 * The same save when the page is going away; its answer is never read. A body within the browsers'
 * 64 KiB keepalive budget goes as a keepalive fetch (sendBeacon cannot carry the Authorization
 * header); a longer one (a long draft) through the relay worker, which outlives the page
 * (src/lib/api/leave.ts). Answers how it went (null without a session).
 */
export const saveEditOnLeave = (body: SaveEditInput): LeaveRoute | null => sendOnLeave('saveEdit', body);
/** Makes saveEditOnLeave ready for a long draft: call it when the editor opens, well before leaving. */
export const prepareSaveOnLeave = () => startLeaveRelay();
/** What a saved blog makes stale: the author's lists and every view of a blog. */
export function afterBlogSaved(client: QueryClient) {
  void client.invalidateQueries({ queryKey: blogKeys.own });
  void client.invalidateQueries({ queryKey: blogKeys.allBlogs });
}

/** POST /discard-edit (author): the published blog's pending edit is dropped; answers the new version. */
export async function discardEdit(client: QueryClient, blogId: string, version: number | undefined) {
  const answer = await request('discardEdit', { blog_id: blogId, ...(version ? { version } : {}) });
  afterBlogSaved(client);
  return answer.version;
}

/**
 * The writes a screen runs with useMutation (its pending state and error come from there): each
 * mutationFn sends the call and settles what it makes stale before it resolves, so a caller's own
 * onSuccess or toast comes after the lists were told.
 */
export const blogMutations = {
  /** POST /create-blog: saves a draft or publishes; answers the blog's id. */
  create: mutationOptions({
    mutationKey: ['create-blog'],
    mutationFn: async (body: CreateBlogInput, { client }) => {
      const answer = await request('createBlog', body);
      afterBlogSaved(client);
      return answer;
    },
  }),
  /**
   * Cancels a scheduled blog: it stays a draft, without its time. create-blog saves a draft whole, so
   * the draft is read first and saved back as it is (with its version: a change meanwhile is a 409).
   */
  cancelSchedule: mutationOptions({
    mutationKey: ['cancel-schedule'],
    mutationFn: async (blogId: string, { client }) => {
      const blog = await fetchBlogForEdit(blogId);
      await request('createBlog', {
        id: blogId,
        title: blog.title,
        banner: blog.banner,
        des: blog.des,
        content: blog.content[0],
        tags: blog.tags,
        draft: true,
        ...(blog.version ? { version: blog.version } : {}),
      });
      afterBlogSaved(client);
    },
  }),
  /** POST /delete-blog: the blog leaves every loaded list of the author's (totals counted down) and its view. */
  delete: mutationOptions({
    mutationKey: ['delete-blog'],
    mutationFn: async (blogId: string, { client }) => {
      const answer = await request('deleteBlog', { blog_id: blogId });
      for (const [key] of client.getQueriesData({ queryKey: blogKeys.own })) removeFromList<BlogCard>(client, key, (b) => b.blog_id !== blogId);
      void client.invalidateQueries({ queryKey: blogKeys.one(blogId) });
      return answer;
    },
  }),
  /** POST /restore-revision: the revision becomes the pending edit (a draft's fields); the editor then reads the blog again. */
  restoreRevision: mutationOptions({
    mutationKey: ['restore-revision'],
    mutationFn: async ({ blogId, rev }: { blogId: string; rev: number }, { client }) => {
      const answer = await request('restoreRevision', { blog_id: blogId, rev });
      void client.invalidateQueries({ queryKey: blogKeys.revisions(blogId) });
      return answer;
    },
  }),
  /** POST /preview-link (author): a new private link to the draft or pending edit, or none; answers its URL. */
  previewLink: mutationOptions({
    mutationKey: ['preview-link'],
    mutationFn: async ({ blogId, enabled }: { blogId: string; enabled: boolean }) => (await request('previewLink', { blog_id: blogId, enabled })).url,
  }),
  /** POST /set-series (author): the blog's series and place, or none; the blog's page shows it. */
  setSeries: mutationOptions({
    mutationKey: ['set-series'],
    mutationFn: async ({ blogId, series, position }: { blogId: string; series: string | null; position?: number }, { client }) => {
      const answer = await request('setSeries', { blog_id: blogId, series, ...(position ? { position } : {}) });
      void client.invalidateQueries({ queryKey: blogKeys.one(blogId) });
      void client.invalidateQueries({ queryKey: blogKeys.allUserSeries });
      return answer.series;
    },
  }),
};

