import type { Context } from './context.ts';
import type { Executor } from './db/query.ts';
import { TAG } from './cache/index.ts';
import { accountById } from './store/users.ts';
import { notifyFollowers } from './store/social.ts';
import { nextScheduled, publishDue } from './store/publishing.ts';

/**
 * A blog going live tells its author's followers: a new_blog notification each (in the publishing
 * transaction) and, as each one's settings say, a mail. Followers who blocked the author get neither.
 */
export async function announce(ctx: Context, tx: Executor, author: string, blog: { id: string; blogId: string; title: string; des: string }) {
  const followers = await notifyFollowers(tx, author, blog.id);
  if (followers.length === 0) return;
  const who = (await accountById(tx, author))!.fullname;
  for (const to of followers) {
    await ctx.mail.notify(tx, { kind: 'new_blog', to, from: author, who, blogTitle: blog.title, blogId: blog.blogId, commentId: blog.id, text: blog.des });
  }
}

/** Publishes what is due now (scheduled blogs), with their announcements; how many went live. */
export async function publishScheduled(ctx: Context): Promise<number> {
  const due = await ctx.db.transaction(async (tx) => {
    const list = await publishDue(tx);
    for (const b of list) if (!(b as { hidden?: boolean }).hidden) await announce(ctx, tx, b.author, { id: b.id, blogId: b.blog_id, title: b.title, des: b.des });
    return list;
  });
  if (due.length) {
    ctx.cache.changed(TAG.lists, ...due.map((b) => TAG.blog(b.id)));
    ctx.mail.queued();
  }
  return due.length;
}

/**
 * The scheduler: checks every `everyMs` (and at start, so a blog due while the server was down goes
 * live at once), sooner when a scheduled blog is due before the next check. Several instances may
 * run it: publishDue takes each blog once.
 */
export function startScheduler(ctx: Context, everyMs: number, warn: (err: unknown) => void): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tick = async () => {
    try {
      await publishScheduled(ctx);
      const next = await nextScheduled(ctx.db);
      const wait = next ? Math.max(200, Math.min(everyMs, next.getTime() - Date.now() + 50)) : everyMs;
      if (!stopped) timer = setTimeout(() => void tick(), wait);
    } catch (err) {
      warn(err);
      if (!stopped) timer = setTimeout(() => void tick(), everyMs);
    }
    timer?.unref();
  };
  void tick();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
