import type { Context } from '../context.ts';
import type { JobContext, JobQueue } from '../jobs/queue.ts';
import { queueMail } from '../store/mail.ts';
import { newsletterBlog, newsletterQueueEnd, takeSubscriberBatch, type NewsletterBlog } from '../store/subscribers.ts';
import { languageOr } from '../i18n/index.ts';
import type { Language } from '../../src/contract/index.ts';
import { NEWSLETTER_MAIL_KIND } from './index.ts';
import { newsletterMail, personalise } from './newsletter.ts';
import type { MailContent } from './templates.ts';

/** The durable job that mails one published blog to its author's confirmed subscribers. */
export const NEWSLETTER_JOB = 'newsletter';

/**
 * Subscribers queued per transaction: each batch's mails and its marks in newsletter_sends commit
 * together, so a job stopped or killed between batches goes on after the last committed one.
 */
export const NEWSLETTER_BATCH = 500;

const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Queues a blog's mail for each confirmed subscriber of its author, through the outbox: each mail is
 * planned at its place in the MAIL_RATE pace (after the newsletter mail already planned, whatever its
 * blog), so the outbox's sender sends at that rate and a restart loses nothing. An address gets a
 * blog once (newsletter_sends: also a follower's new-blog mail counts); nothing is sent for a blog
 * that is no longer public or whose author is suspended when the job runs.
 */
export class NewsletterJob {
  constructor(private readonly ctx: Pick<Context, 'db' | 'mail' | 'config'>) {}

  handleJobs(queue: JobQueue) {
    queue.handle(NEWSLETTER_JOB, (payload, job) => this.run(payload as { blog: string }, job));
  }

  private async run(payload: { blog: string }, job: JobContext) {
    const { db, mail, config } = this.ctx;
    const blog = await newsletterBlog(db, payload.blog);
    if (!blog || !blog.sendable) return;
    const site = mail.siteUrl;
    const rendered = new Map<Language, MailContent>();
    const mailIn = (language: Language) => {
      let m = rendered.get(language);
      if (!m) rendered.set(language, (m = this.render(blog, language, site)));
      return m;
    };
    const gapMs = 60_000 / config.MAIL_RATE;
    const authorLanguage = languageOr(blog.author_language, languageOr(blog.language.split('-')[0]));
    let after = FIRST_ID;
    let queued = 0;
    for (;;) {
      // A closing server leaves the rest to the job's next try (its batches done stay done).
      if (job.stopping) throw new Error('the server is closing: the newsletter goes on after the restart');
      const batch = await db.transaction(async (tx) => {
        const list = await takeSubscriberBatch(tx, blog.id, blog.author, after, NEWSLETTER_BATCH);
        let at = (await newsletterQueueEnd(tx)).getTime();
        for (const s of list) {
          if (!s.fresh) continue;
          const unsubscribe = mail.subscriptionUnsubscribe(s.id);
          const content = personalise(mailIn(languageOr(s.language, authorLanguage)), unsubscribe.url);
          await queueMail(tx, {
            userId: null,
            to: s.email,
            kind: NEWSLETTER_MAIL_KIND,
            eventKey: `${NEWSLETTER_MAIL_KIND}:${blog.id}:${s.id}`,
            ...content,
            headers: unsubscribe.headers,
            dueAt: new Date(at),
          });
          at += gapMs;
          queued++;
        }
        return list;
      });
      if (!batch.length) break;
      after = batch[batch.length - 1]!.id;
      mail.queued();
      await job.progress({ queued });
      if (batch.length < NEWSLETTER_BATCH) break;
    }
  }

  private render(blog: NewsletterBlog, language: Language, site: string) {
    return newsletterMail(language, site, {
      title: blog.title,
      des: blog.des,
      language: blog.language,
      blocks: Array.isArray(blog.content?.blocks) ? blog.content.blocks : [],
      authorName: blog.fullname,
      blogUrl: `${site}/blogs/${encodeURIComponent(blog.blog_id)}`,
    });
  }
}
