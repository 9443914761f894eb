import type { Context } from '../context.ts';
import type { Executor } from '../db/query.ts';
import { accountById } from '../store/users.ts';
import { notifyFollowers } from '../store/social.ts';
import { enqueue } from '../jobs/queue.ts';
import { blogSendsNewsletter } from '../store/subscribers.ts';
import { NEWSLETTER_JOB } from '../mail/newsletterJob.ts';
import type { After } from './commit.ts';
import { federateBlog } from '../federation/jobs.ts';

/**
 * A blog going live tells its author's followers: a new_blog notification each (in the publishing
 * transaction) and, as each one's settings say, a mail or a digest line. Followers who blocked the
 * author get neither. Its newsletter, unless the author turned it off, is a job of the durable queue
 * enqueued in the same transaction: mailing thousands of subscribers never holds the publishing
 * request; that job also mails the whole blog to the followers who want new-blog mail (without a
 * newsletter, they get the short new-blog mail from here); followers elsewhere in the fediverse get
 * its Article.
 * True when a mail was queued (the caller wakes the mail sender after its commit).
 */
export async function announce(ctx: Context, tx: Executor, after: Pick<After, 'jobQueued'>, author: string, blog: { id: string; blogId: string; title: string; des: string }, notified?: string[]): Promise<boolean> {
  // Its author's followers on other servers get it as a Create (server/federation).
  await federateBlog(ctx.fediverse, tx, after, { blog: blog.id, author });
  const newsletter = await blogSendsNewsletter(tx, blog.id);
  if (newsletter) {
    await enqueue(tx, NEWSLETTER_JOB, { blog: blog.id }, { maxAttempts: 20 });
    after.jobQueued();
  }
  // `notified`: the followers already notified by the statement that made the blog (insertBlog).
  const followers = notified ?? (await notifyFollowers(tx, author, blog.id));
  if (followers.length === 0) return false;
  const who = (await accountById(tx, author))!.fullname;
  let mailed = false;
  for (const to of followers) {
    if (await ctx.mail.notify(tx, { kind: 'new_blog', to, from: author, who, blogTitle: blog.title, blogId: blog.blogId, commentId: blog.id, text: blog.des, wholeBlogFollows: newsletter })) mailed = true;
  }
  return mailed;
}
