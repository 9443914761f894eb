import type { Context } from '../context.ts';
import type { JobContext, JobQueue } from '../jobs/queue.ts';
import { queueMail, queueNewsletterChunk, type QueuedNewsletterMail } from '../store/mail.ts';
import { markSentOnce, newsletterBlog, nextFollowers, nextSubscribers, saveNewsletterCopy, type NewsletterAudience, type NewsletterBlog } from '../store/subscribers.ts';
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
 * Mails queued per statement (queueNewsletterChunk: the addresses marked and the mails queued
 * together). On the embedded database a statement holds the one connection, and every query of a
 * reader that comes meanwhile waits for it, so a chunk is kept short; each chunk also waits its turn
 * behind readers (server/db/foregroundFirst.ts), so too small a chunk makes the queuing slow.
 * Measured in bench/README.md ("Newsletter: queuing in chunks").
 */
export const NEWSLETTER_CHUNK = 100;

/** Recipients read per query (a read of ids and addresses, cheap), then queued a chunk at a time. */
export const NEWSLETTER_READ = 1000;

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
    // The copy of each language and audience, saved once (a job tried again saves it again: same row).
    const copies = new Map<string, number>();
    const copyOf = async (language: Language, audience: NewsletterAudience, content: MailContent) => {
      const key = `${audience}:${language}`;
      let copy = copies.get(key);
      if (copy === undefined) {
        copy = await saveNewsletterCopy(db, { blog: blog.id, language, audience, marker: UNSUBSCRIBE_SLOT, subject: content.subject, text: content.text, html: content.html });
        copies.set(key, copy);
      }
      return copy;
    };
    const gapMs = 60_000 / config.MAIL_RATE;
    const authorLanguage = languageOr(blog.author_language, languageOr(blog.language.split('-')[0]));
    let queued = 0;

    const pass = async (audience: NewsletterAudience) => {
      const read = audience === 'follower' ? nextFollowers : nextSubscribers;
      const kind = audience === 'follower' ? FOLLOWER_MAIL_KIND : NEWSLETTER_MAIL_KIND;
      let after = FIRST_ID;
      for (;;) {
        const list = await read(db, blog.author, after, NEWSLETTER_READ);
        for (let from = 0; from < list.length; from += NEWSLETTER_CHUNK) {
          // A closing server leaves the rest to the job's next try (its chunks done stay done).
          if (job.stopping) throw new Error('the server is closing: the newsletter goes on after the restart');
          const shared: QueuedNewsletterMail[] = [];
          for (const r of list.slice(from, from + NEWSLETTER_CHUNK)) {
            const language = languageOr(r.language, authorLanguage);
            const unsubscribe = audience === 'follower' ? mail.memberUnsubscribe(r.id, 'new_blog') : mail.subscriptionUnsubscribe(r.id);
            const eventKey = `${kind}:${blog.id}:${r.id}`;
            const content = mailIn(language, audience);
            const userId = audience === 'follower' ? r.id : null;
            // The shared copy takes the address as it is in both parts: one that HTML would escape
            // (never one of ours in practice) gets a body of its own, marked and queued together.
            if (escapeHtml(unsubscribe.url) !== unsubscribe.url) {
              const own = await db.transaction(async (tx) =>
                (await markSentOnce(tx, blog.id, r.mark)) && queueMail(tx, { userId, to: r.email, kind, eventKey, ...personalise(content, unsubscribe.url), headers: unsubscribe.headers }),
              );
              if (own) queued++;
              continue;
            }
            const copy = await copyOf(language, audience, content);
            shared.push({ mark: r.mark, userId, to: r.email, eventKey, subject: content.subject, headers: unsubscribe.headers, copy, unsubscribeUrl: unsubscribe.url });
          }
          // Subscribers' mails are planned at the MAIL_RATE pace; followers' go at once.
          queued += await queueNewsletterChunk(db, { blog: blog.id, kind, paced: audience === 'subscriber', gapMs, mails: shared });
          mail.queued();
        }
        if (list.length) await job.progress({ queued });
        if (list.length < NEWSLETTER_READ) break;
        after = list[list.length - 1]!.id;
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
