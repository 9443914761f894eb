import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EmailSettingsRow } from '../db/schema.ts';
import type { Language } from '../../src/contract/index.ts';
import { tr } from '../i18n/index.ts';
import { renderMail, type MailContent } from './templates.ts';

export const SITE_NAME = 'Inkwell';

/** Where links in mail point: PUBLIC_URL, or this server on localhost. */
export const siteUrlOf = (config: { PUBLIC_URL?: string; PORT: number }) => (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');

export type MailKind = keyof EmailSettingsRow;
/** What a one-click unsubscribe link stops: a kind of a member's mail, or a newsletter subscription. */
export type UnsubscribeKind = MailKind | 'newsletter';

/**
 * One-click unsubscribe tokens (RFC 8058): `v<key version>.<member>.<kind>.<signature>`, signed; no
 * table. A token keeps working (unsubscribing twice changes nothing) and cannot be made for someone
 * else. The key version lets a leaked key be rotated (UNSUBSCRIBE_KEY_VERSION): only tokens of the
 * current version are read. Version 1 signs as tokens did before versions, so the links in mail
 * already sent (`<member>.<kind>.<signature>`) keep working until the first rotation. A newsletter
 * subscription's token has the kind `newsletter` and the subscription's id in the member's place.
 */
export class UnsubscribeTokens {
  constructor(
    private readonly secret: string,
    private readonly version = 1,
  ) {}

  private sign(userId: string, kind: UnsubscribeKind) {
    const key = this.version === 1 ? this.secret : `${this.secret}:unsubscribe:v${this.version}`;
    return createHmac('sha256', key).update(`unsubscribe:${userId}:${kind}`).digest('base64url');
  }

  make(userId: string, kind: UnsubscribeKind): string {
    return `v${this.version}.${userId}.${kind}.${this.sign(userId, kind)}`;
  }

  read(token: string): { userId: string; kind: UnsubscribeKind } | null {
    const parts = token.split('.');
    // Exactly the token's segments: anything added to it makes it another, invalid token.
    const unversioned = parts.length === 3 && this.version === 1;
    if (!unversioned && !(parts.length === 4 && parts[0] === `v${this.version}`)) return null;
    const [userId, kind, sig] = unversioned ? parts : parts.slice(1);
    if (!userId || !sig || !['comment', 'reply', 'new_blog', 'digest', 'newsletter', 'review'].includes(kind)) return null;
    const want = Buffer.from(this.sign(userId, kind as UnsubscribeKind));
    const got = Buffer.from(sig);
    return want.length === got.length && timingSafeEqual(want, got) ? { userId, kind: kind as UnsubscribeKind } : null;
  }
}

/** The headers of a notification mail: one-click unsubscribe (RFC 8058) through the API. */
export function unsubscribeHeaders(site: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${site}/api/unsubscribe?token=${encodeURIComponent(token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export function resetPasswordMail(language: Language, site: string, token: string): MailContent {
  return renderMail({
    language,
    site: SITE_NAME,
    subject: tr(language, /*i18n*/ 'Reset your {site} password', { site: SITE_NAME }),
    heading: tr(language, /*i18n*/ 'Reset your password'),
    paragraphs: [tr(language, /*i18n*/ 'Someone (we hope you) asked to reset the password of your account. Choose a new one with the button below.')],
    action: { label: tr(language, /*i18n*/ 'Choose a new password'), url: `${site}/reset-password/${token}` },
    footer: [
      tr(language, /*i18n*/ 'The link works once and expires in one hour.'),
      tr(language, /*i18n*/ 'If you did not ask for this, ignore this e-mail: your password stays as it is.'),
    ],
  });
}

export function verifyEmailMail(language: Language, site: string, token: string, fullname: string): MailContent {
  return renderMail({
    language,
    site: SITE_NAME,
    subject: tr(language, /*i18n*/ 'Confirm your e-mail for {site}', { site: SITE_NAME }),
    heading: tr(language, /*i18n*/ 'Welcome, {name}', { name: fullname }),
    paragraphs: [
      tr(language, /*i18n*/ 'Please confirm that this is your e-mail address, so that {site} can tell you about replies and help you back in if you forget your password.', {
        site: SITE_NAME,
      }),
    ],
    action: { label: tr(language, /*i18n*/ 'Confirm my e-mail'), url: `${site}/verify-email/${token}` },
    footer: [tr(language, /*i18n*/ 'The link works once and expires in seven days.'), tr(language, /*i18n*/ 'If you did not sign up for {site}, ignore this e-mail.', { site: SITE_NAME })],
  });
}

interface NotificationMail {
  /** The recipient's language. */
  language: Language;
  site: string;
  unsubscribeUrl: string;
  who: string;
  blogTitle: string;
  blogUrl: string;
  text: string;
}

/** The line about one event in the daily digest, in the recipient's language. */
export function digestLine(language: Language, kind: 'comment' | 'reply' | 'new_blog', who: string, blogTitle: string): string {
  const values = { name: who, blogTitle };
  if (kind === 'comment') return tr(language, /*i18n*/ '{name} commented on “{blogTitle}”', values);
  if (kind === 'reply') return tr(language, /*i18n*/ '{name} replied to your comment on “{blogTitle}”', values);
  return tr(language, /*i18n*/ '{name} published “{blogTitle}”', values);
}

export function commentMail(n: NotificationMail): MailContent {
  const { language } = n;
  return renderMail({
    language,
    site: SITE_NAME,
    subject: digestLine(language, 'comment', n.who, n.blogTitle),
    heading: tr(language, /*i18n*/ '{name} commented on your blog', { name: n.who }),
    paragraphs: [tr(language, /*i18n*/ 'On “{blogTitle}”:', { blogTitle: n.blogTitle })],
    quote: n.text,
    action: { label: tr(language, /*i18n*/ 'Read and reply'), url: n.blogUrl },
    footer: [tr(language, /*i18n*/ 'You get this e-mail because someone commented on a blog of yours.')],
    unsubscribeUrl: n.unsubscribeUrl,
    settingsUrl: `${n.site}/settings/email`,
  });
}

export function newBlogMail(n: NotificationMail): MailContent {
  const { language } = n;
  return renderMail({
    language,
    site: SITE_NAME,
    subject: digestLine(language, 'new_blog', n.who, n.blogTitle),
    heading: tr(language, /*i18n*/ 'New from {name}', { name: n.who }),
    paragraphs: [`“${n.blogTitle}”`],
    quote: n.text,
    action: { label: tr(language, /*i18n*/ 'Read it'), url: n.blogUrl },
    footer: [tr(language, /*i18n*/ 'You get this e-mail because you follow this author.')],
    unsubscribeUrl: n.unsubscribeUrl,
    settingsUrl: `${n.site}/settings/email`,
  });
}

export function replyMail(n: NotificationMail): MailContent {
  const { language } = n;
  const heading = tr(language, /*i18n*/ '{name} replied to your comment', { name: n.who });
  return renderMail({
    language,
    site: SITE_NAME,
    subject: heading,
    heading,
    paragraphs: [tr(language, /*i18n*/ 'On “{blogTitle}”:', { blogTitle: n.blogTitle })],
    quote: n.text,
    action: { label: tr(language, /*i18n*/ 'Read the reply'), url: n.blogUrl },
    footer: [tr(language, /*i18n*/ 'You get this e-mail because someone replied to a comment of yours.')],
    unsubscribeUrl: n.unsubscribeUrl,
    settingsUrl: `${n.site}/settings/email`,
  });
}

/**
 * The comments and replies on one blog that came within the hour after the last mail about it, in
 * one mail (a thread gets at most one comment or reply mail an hour per recipient).
 */
export function threadMail(n: {
  language: Language;
  site: string;
  unsubscribeUrl: string;
  blogTitle: string;
  blogUrl: string;
  total: number;
  items: { kind: 'comment' | 'reply'; who: string; text: string }[];
}): MailContent {
  const { language } = n;
  const replies = n.items.every((i) => i.kind === 'reply');
  const comments = n.items.every((i) => i.kind === 'comment');
  const more = n.total - n.items.length;
  const title = { blogTitle: n.blogTitle };
  const count = { count: n.total };
  // Whole sentences for each mix: word order and agreement differ between languages.
  const subject = comments
    ? tr(language, /*i18n*/ 'New comments on “{blogTitle}”', title)
    : replies
      ? tr(language, /*i18n*/ 'New replies on “{blogTitle}”', title)
      : tr(language, /*i18n*/ 'New comments and replies on “{blogTitle}”', title);
  const heading = comments
    ? tr(language, /*i18n*/ '{count, plural, one {A new comment} other {# new comments}}', count)
    : replies
      ? tr(language, /*i18n*/ '{count, plural, one {A new reply} other {# new replies}}', count)
      : tr(language, /*i18n*/ '{count, plural, one {A new comment or reply} other {# new comments and replies}}', count);
  return renderMail({
    language,
    site: SITE_NAME,
    subject,
    heading,
    paragraphs: [
      tr(language, /*i18n*/ 'On “{blogTitle}”:', title),
      ...n.items.map((i) =>
        i.kind === 'reply'
          ? `• ${tr(language, /*i18n*/ '{name} replied to your comment: {text}', { name: i.who, text: i.text })}`
          : `• ${tr(language, /*i18n*/ '{name} commented: {text}', { name: i.who, text: i.text })}`,
      ),
      ...(more > 0 ? [tr(language, /*i18n*/ '{count, plural, one {…and # more.} other {…and # more.}}', { count: more })] : []),
    ],
    action: { label: tr(language, /*i18n*/ 'Read them'), url: n.blogUrl },
    footer: [tr(language, /*i18n*/ 'You get at most one e-mail an hour about the comments on one blog: the ones that came since the last e-mail are all here.')],
    unsubscribeUrl: n.unsubscribeUrl,
    settingsUrl: `${n.site}/settings/email`,
  });
}

/* The workshop: a draft shared for review, notes on it */

/** The line of the daily digest (and a single mail's subject) about an event of the workshop. */
export function reviewLine(language: Language, kind: 'review_request' | 'note' | 'note_reply', who: string, blogTitle: string): string {
  const values = { name: who, blogTitle };
  if (kind === 'review_request') return tr(language, /*i18n*/ '{name} asked you to review “{blogTitle}”', values);
  if (kind === 'note') return tr(language, /*i18n*/ '{name} left a note on “{blogTitle}”', values);
  return tr(language, /*i18n*/ '{name} replied to your note on “{blogTitle}”', values);
}

/** A member asks another to review their draft. */
export function reviewRequestMail(n: NotificationMail): MailContent {
  const { language } = n;
  return renderMail({
    language,
    site: SITE_NAME,
    subject: reviewLine(language, 'review_request', n.who, n.blogTitle),
    heading: tr(language, /*i18n*/ '{name} would like your thoughts on a draft', { name: n.who }),
    paragraphs: [`“${n.blogTitle}”`, tr(language, /*i18n*/ 'Read it and leave notes on its paragraphs before it is published. Nobody else can see it.')],
    action: { label: tr(language, /*i18n*/ 'Review the draft'), url: n.blogUrl },
    footer: [tr(language, /*i18n*/ 'You get this e-mail because a member shared a draft with you for review.')],
    unsubscribeUrl: n.unsubscribeUrl,
    settingsUrl: `${n.site}/settings/email`,
  });
}

/**
 * Notes and replies on one draft, to one recipient: the first one alone, then those of the next hour
 * together (the same throttle as comment mail).
 */
export function notesMail(n: { language: Language; site: string; unsubscribeUrl: string; blogTitle: string; blogUrl: string; total: number; items: { who: string; text: string; reply?: boolean }[] }): MailContent {
  const { language } = n;
  const title = { blogTitle: n.blogTitle };
  const more = n.total - n.items.length;
  const single = n.total === 1 && n.items.length === 1 ? n.items[0] : null;
  const subject = single
    ? reviewLine(language, single.reply ? 'note_reply' : 'note', single.who, n.blogTitle)
    : tr(language, /*i18n*/ 'New notes on “{blogTitle}”', title);
  const heading = single ? subject : tr(language, /*i18n*/ '{count, plural, one {A new note} other {# new notes}}', { count: n.total });
  return renderMail({
    language,
    site: SITE_NAME,
    subject,
    heading,
    paragraphs: [
      tr(language, /*i18n*/ 'On the draft “{blogTitle}”:', title),
      ...n.items.map((i) =>
        i.reply
          ? `• ${tr(language, /*i18n*/ '{name} replied to your note: {text}', { name: i.who, text: i.text })}`
          : `• ${tr(language, /*i18n*/ '{name} noted: {text}', { name: i.who, text: i.text })}`,
      ),
      ...(more > 0 ? [tr(language, /*i18n*/ '{count, plural, one {…and # more.} other {…and # more.}}', { count: more })] : []),
    ],
    action: { label: tr(language, /*i18n*/ 'Open the draft'), url: n.blogUrl },
    footer: [tr(language, /*i18n*/ 'You get at most one e-mail an hour about the notes on one draft: the ones that came since the last e-mail are all here.')],
    unsubscribeUrl: n.unsubscribeUrl,
    settingsUrl: `${n.site}/settings/email`,
  });
}

/** The day a digest stands for, in the recipient's language (UTC: the day the sender built it). */
const digestDay = (language: Language, day: Date) => new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(day);

/**
 * The daily digest. Its subject names the day, so that a mail reader does not thread every day's
 * digest into one conversation.
 */
export function digestMail(language: Language, site: string, unsubscribeUrl: string, items: { line: string; link: string }[], day: Date = new Date()): MailContent {
  return renderMail({
    language,
    site: SITE_NAME,
    subject: tr(language, /*i18n*/ 'Your {site} day, {date}: {count, plural, one {# update} other {# updates}}', { site: SITE_NAME, date: digestDay(language, day), count: items.length }),
    heading: tr(language, /*i18n*/ 'What happened since yesterday'),
    paragraphs: items.slice(0, 30).map((i) => `• ${i.line} (${i.link})`),
    action: { label: tr(language, /*i18n*/ 'Open your notifications'), url: `${site}/dashboard/notifications` },
    footer: [tr(language, /*i18n*/ 'You get one e-mail a day because you chose the daily digest.')],
    unsubscribeUrl,
    settingsUrl: `${site}/settings/email`,
  });
}
