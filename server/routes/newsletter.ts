import type { FastifyInstance } from 'fastify';
import { ERRORS, PAGE_SIZES, languageFromAcceptLanguage, languageFromCookie } from '../../src/contract/index.ts';
import type { Context } from '../context.ts';
import { notFound } from '../http.ts';
import { confirm, importSubscribers, sendTestNewsletter, subscribe } from '../services/newsletter.ts';
import { requestLanguage } from '../i18n/index.ts';
import { newsletterAuthor, newsletterAuthorById, removeSubscriber, subscriberGrowth, subscriberPage, subscribersAfter } from '../store/subscribers.ts';
import { callServer } from './call.ts';

/** Rows read a statement at a time for the CSV export. */
const EXPORT_PAGE = 1000;

/**
 * A CSV field (RFC 4180): quoted when it holds a comma, quote or line break. An address may begin
 * with `=`, `+`, `-` or `@` (`=cmd|'/C calc'!A0@example.com` is a valid one): a spreadsheet would
 * run it as a formula, so such a field starts with a `'` (OWASP's advice; an import takes it off).
 */
const csvField = (raw: string) => {
  const v = /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
};

/** The newsletter: following an author by e-mail, and the author's subscribers (API.md, "Newsletter"). */
export default async function newsletterRoutes(api: FastifyInstance, { ctx }: { ctx: Context }) {
  const serve = callServer(api, ctx);
  // No account is needed: limited per client like sign-in and password resets.
  const authLimit = { rateLimit: { max: ctx.config.AUTH_RATE_LIMIT, timeWindow: '1 minute' } };

  serve(
    'subscribe',
    async ({ body, req }) => {
      const author = await newsletterAuthor(ctx.db, body.username);
      if (!author) throw notFound(ERRORS.userNotFound);
      // The language the reader's browser or chosen setting speaks, when it says one: their mail's.
      const language = languageFromCookie(req.headers.cookie) ?? languageFromAcceptLanguage(req.headers['accept-language']) ?? null;
      await subscribe(ctx, author, body.email, language);
      // The same answer whether the address was new, pending, confirmed or over its day's mails.
      return { status: 'check-your-inbox' };
    },
    { config: authLimit },
  );

  serve('confirmSubscription', async ({ body }) => ({ status: 'confirmed', username: await confirm(ctx, body.token) }), { config: authLimit });

  serve('subscribers', async ({ body, me }) => {
    const [{ list, total }, growth] = await Promise.all([subscriberPage(ctx.db, me.id, body.query, body.page, PAGE_SIZES.subscribers), subscriberGrowth(ctx.db, me.id)]);
    return {
      subscribers: list.map((s) => ({ email: s.email, since: new Date(s.since).toISOString(), state: s.state })),
      total,
      growth,
    };
  });

  serve('exportSubscribers', async ({ me, reply }) => {
    const lines = ['email,state,since'];
    for (let after = 0; ; ) {
      const page = await subscribersAfter(ctx.db, me.id, after, EXPORT_PAGE);
      for (const s of page) lines.push([s.email, s.state, new Date(s.since).toISOString()].map(csvField).join(','));
      if (page.length < EXPORT_PAGE) break;
      after = page[page.length - 1]!.seq;
    }
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', 'attachment; filename="subscribers.csv"');
    reply.header('cache-control', 'no-store');
    return reply.send(lines.join('\r\n') + '\r\n');
  });

  serve('importSubscribers', async ({ body, me }) => {
    const author = (await newsletterAuthorById(ctx.db, me.id))!;
    return importSubscribers(ctx, author, body.csv, body.consent);
  });

  serve('removeSubscriber', async ({ body, me }) => {
    if (!(await removeSubscriber(ctx.db, me.id, body.email))) throw notFound(ERRORS.subscriberNotFound);
    return { status: 'done' };
  });

  // Sanitising the blog costs a worker's time like a save: counted with the saves (SAVE_RATE_LIMIT),
  // and at most TEST_MAILS_PER_HOUR mails an hour to the author's own address.
  serve(
    'sendTestNewsletter',
    async ({ body, me, req }) => {
      await sendTestNewsletter(ctx, me, body, requestLanguage(req.headers));
      return { sent: true };
    },
    { caller: ctx.countSave },
  );
}
