import type { Context } from '../context.ts';
import type { JobContext, JobQueue } from '../jobs/queue.ts';
import { queueMail, queueNewsletterMails, type QueuedNewsletterMail } from '../store/mail.ts';
import { newsletterBlog, newsletterQueueEnd, saveNewsletterCopy, takeFollowerBatch, takeSubscriberBatch, type NewsletterAudience, type NewsletterBlog } from '../store/subscribers.ts';
import { languageOr } from '../i18n/index.ts';
import type { Language } from '../../src/contract/index.ts';
import { FOLLOWER_MAIL_KIND, NEWSLETTER_MAIL_KIND } from './index.ts';
import { UNSUBSCRIBE_SLOT, newsletterMail, personalise, type NewsletterBlogParts } from './newsletter.ts';
import { bannerMeta } from '../media/blocks.ts';
import { escapeHtml } from '../web/meta.ts';
import { CONFIRM_IMPORTED_JOB, confirmImported } from '../services/newsletter.ts';
import type { MailContent } from './templates.ts';

/** The durable job that mails one published blog to its author's followers and confirmed subscribers. */
export const NEWSLETTER_JOB = 'newsletter';

/**
 * Subscribers queued per transaction: each batch's mails and its marks in newsletter_sends commit
 * together, so a job stopped or killed between batches goes on after the last committed one. Small,
 * because a transaction holds the embedded database's one connection: with 500 a reader's every
 * query waited behind a batch (get-profile, four queries, took 0.7-1.1 s while 10,000 were queued;
 * p99 1,080 ms), with 100 the readers' p99 fell to 172 ms and the whole queued sooner (5.4 s, not 7 s).
 */
export const NEWSLETTER_BATCH = 100;

const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Queues a blog's whole mail for each following member who asked for new-blog mail, then for each
 * confirmed subscriber of its author, through the outbox (the mail's body once per language and
 * audience in newsletter_copies, each queued mail naming its copy). An address gets a blog once
 * (newsletter_sends): a member who follows and subscribed gets the follower's mail, whose unsubscribe
 * turns off their new-blog mail. Subscribers' mails are planned at their place in the MAIL_RATE pace
 * (after the newsletter mail already planned, whatever its blog), so the outbox's sender sends at
 * that rate and a restart loses nothing; followers' mails go at once, as their short mail did.
 * Nothing is sent for a blog that is no longer public or whose author is suspended when the job runs.
 */
export class NewsletterJob {
  constructor(private readonly ctx: Context) {}

  /** This job's handler, and that of the confirmations of an import without consent. */
  handleJobs(queue: JobQueue) {
    queue.handle(NEWSLETTER_JOB, (payload, job) => this.run(payload as { blog: string }, job));
    queue.handle(CONFIRM_IMPORTED_JOB, (payload, job) => confirmImported(this.ctx, (payload as { author: string }).author, job));
  }

  private async run(payload: { blog: string }, job: JobContext) {
    const { db, mail, config } = this.ctx;
    const blog = await newsletterBlog(db, payload.blog);
    if (!blog || !blog.sendable) return;
    const site = mail.siteUrl;
    const { banner_meta: bannerSize } = await bannerMeta(this.ctx, blog.banner);
    const banner = bannerSize ? { url: blog.banner, width: bannerSize.width, height: bannerSize.height } : undefined;
    const rendered = new Map<string, MailContent>();
    const mailIn = (language: Language, audience: NewsletterAudience) => {
      let m = rendered.get(`${audience}:${language}`);
      if (!m) rendered.set(`${audience}:${language}`, (m = this.render(blog, language, site, banner, audience)));
      return m;
    };
    // The copy of each language and audience saved by a committed batch (one that rolled back saved none).
    const copies = new Map<string, number>();
    const gapMs = 60_000 / config.MAIL_RATE;
    const authorLanguage = languageOr(blog.author_language, languageOr(blog.language.split('-')[0]));
    let queued = 0;

    const pass = async (audience: NewsletterAudience) => {
      const take = audience === 'follower' ? takeFollowerBatch : takeSubscriberBatch;
      const kind = audience === 'follower' ? FOLLOWER_MAIL_KIND : NEWSLETTER_MAIL_KIND;
      let after = FIRST_ID;
      for (;;) {
        // A closing server leaves the rest to the job's next try (its batches done stay done).
        if (job.stopping) throw new Error('the server is closing: the newsletter goes on after the restart');
        const saved = new Map<string, number>();
        const batch = await db.transaction(async (tx) => {
          const list = await take(tx, blog.id, blog.author, after, NEWSLETTER_BATCH);
          let at = audience === 'follower' ? Date.now() : (await newsletterQueueEnd(tx)).getTime();
          const shared: QueuedNewsletterMail[] = [];
          for (const r of list) {
            if (!r.fresh) continue;
            const language = languageOr(r.language, authorLanguage);
            const unsubscribe = audience === 'follower' ? mail.memberUnsubscribe(r.id, 'new_blog') : mail.subscriptionUnsubscribe(r.id);
            const eventKey = `${kind}:${blog.id}:${r.id}`;
            const dueAt = new Date(at);
            if (audience === 'subscriber') at += gapMs;
            queued++;
            const content = mailIn(language, audience);
            const userId = audience === 'follower' ? r.id : null;
            // The shared copy takes the address as it is in both parts: one that HTML would escape
            // (never one of ours in practice) gets a body of its own.
            if (escapeHtml(unsubscribe.url) !== unsubscribe.url) {
              await queueMail(tx, { userId, to: r.email, kind, eventKey, ...personalise(content, unsubscribe.url), headers: unsubscribe.headers, dueAt });
              continue;
            }
            const key = `${audience}:${language}`;
            let copy = copies.get(key) ?? saved.get(key);
            if (copy === undefined) {
              copy = await saveNewsletterCopy(tx, { blog: blog.id, language, audience, marker: UNSUBSCRIBE_SLOT, subject: content.subject, text: content.text, html: content.html });
              saved.set(key, copy);
            }
            shared.push({ userId, to: r.email, eventKey, subject: content.subject, headers: unsubscribe.headers, copy, unsubscribeUrl: unsubscribe.url, dueAt });
          }
          // The batch's mails in one statement, whatever their number.
          await queueNewsletterMails(tx, kind, shared);
          return list;
        });
        for (const [key, id] of saved) copies.set(key, id);
        if (!batch.length) break;
        after = batch[batch.length - 1]!.id;
        mail.queued();
        await job.progress({ queued });
        if (batch.length < NEWSLETTER_BATCH) break;
      }
    };
    // Followers first: a member who also subscribed gets the follower's mail.
    await pass('follower');
    await pass('subscriber');
  }

  private render(blog: NewsletterBlog, language: Language, site: string, banner: NewsletterBlogParts['banner'], audience: NewsletterAudience) {
    const parts: NewsletterBlogParts = {
      title: blog.title,
      des: blog.des,
      language: blog.language,
      blocks: Array.isArray(blog.content?.blocks) ? blog.content.blocks : [],
      authorName: blog.fullname,
      blogUrl: `${site}/blogs/${encodeURIComponent(blog.blog_id)}`,
      banner,
    };
    return newsletterMail(language, site, parts, audience);
  }
}
