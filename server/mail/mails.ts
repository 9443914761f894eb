import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EmailSettingsRow } from '../db/schema.ts';
import { renderMail, type MailContent } from './templates.ts';

export const SITE_NAME = 'Inkwell';

/** Where links in mail point: PUBLIC_URL, or this server on localhost. */
export const siteUrlOf = (config: { PUBLIC_URL?: string; PORT: number }) => (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');

export type MailKind = keyof EmailSettingsRow;

/**
 * One-click unsubscribe tokens (RFC 8058): `v<key version>.<member>.<kind>.<signature>`, signed; no
 * table. A token keeps working (unsubscribing twice changes nothing) and cannot be made for someone
 * else. The key version lets a leaked key be rotated (UNSUBSCRIBE_KEY_VERSION): only tokens of the
 * current version are read. Version 1 signs as tokens did before versions, so the links in mail
 * already sent (`<member>.<kind>.<signature>`) keep working until the first rotation.
 */
export class UnsubscribeTokens {
  constructor(
    private readonly secret: string,
    private readonly version = 1,
  ) {}

  private sign(userId: string, kind: MailKind) {
    const key = this.version === 1 ? this.secret : `${this.secret}:unsubscribe:v${this.version}`;
    return createHmac('sha256', key).update(`unsubscribe:${userId}:${kind}`).digest('base64url');
  }

  make(userId: string, kind: MailKind): string {
    return `v${this.version}.${userId}.${kind}.${this.sign(userId, kind)}`;
  }

  read(token: string): { userId: string; kind: MailKind } | null {
    const parts = token.split('.');
    // Exactly the token's segments: anything added to it makes it another, invalid token.
    const unversioned = parts.length === 3 && this.version === 1;
    if (!unversioned && !(parts.length === 4 && parts[0] === `v${this.version}`)) return null;
    const [userId, kind, sig] = unversioned ? parts : parts.slice(1);
    if (!userId || !sig || !['comment', 'reply', 'new_blog', 'digest'].includes(kind)) return null;
    const want = Buffer.from(this.sign(userId, kind as MailKind));
    const got = Buffer.from(sig);
    return want.length === got.length && timingSafeEqual(want, got) ? { userId, kind: kind as MailKind } : null;
  }
}

/** The headers of a notification mail: one-click unsubscribe (RFC 8058) through the API. */
export function unsubscribeHeaders(site: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${site}/api/unsubscribe?token=${encodeURIComponent(token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export function resetPasswordMail(site: string, token: string): MailContent {
  return renderMail({
    site: SITE_NAME,
    subject: `Reset your ${SITE_NAME} password`,
    heading: 'Reset your password',
    paragraphs: ['Someone (we hope you) asked to reset the password of your account. Choose a new one with the button below.'],
    action: { label: 'Choose a new password', url: `${site}/reset-password/${token}` },
    footer: ['The link works once and expires in one hour.', 'If you did not ask for this, ignore this e-mail: your password stays as it is.'],
  });
}

export function verifyEmailMail(site: string, token: string, fullname: string): MailContent {
  return renderMail({
    site: SITE_NAME,
    subject: `Confirm your e-mail for ${SITE_NAME}`,
    heading: `Welcome, ${fullname}`,
    paragraphs: [`Please confirm that this is your e-mail address, so that ${SITE_NAME} can tell you about replies and help you back in if you forget your password.`],
    action: { label: 'Confirm my e-mail', url: `${site}/verify-email/${token}` },
    footer: ['The link works once and expires in seven days.', `If you did not sign up for ${SITE_NAME}, ignore this e-mail.`],
  });
}

interface NotificationMail {
  site: string;
  unsubscribeUrl: string;
  who: string;
  blogTitle: string;
  blogUrl: string;
  text: string;
}

export function commentMail(n: NotificationMail): MailContent {
  return renderMail({
    site: SITE_NAME,
    subject: `${n.who} commented on “${n.blogTitle}”`,
    heading: `${n.who} commented on your blog`,
    paragraphs: [`On “${n.blogTitle}”:`],
    quote: n.text,
    action: { label: 'Read and reply', url: n.blogUrl },
    footer: ['You get this e-mail because someone commented on a blog of yours.'],
    unsubscribeUrl: n.unsubscribeUrl,
    settingsUrl: `${n.site}/settings/email`,
  });
}

export function newBlogMail(n: NotificationMail): MailContent {
  return renderMail({
    site: SITE_NAME,
    subject: `${n.who} published “${n.blogTitle}”`,
    heading: `New from ${n.who}`,
    paragraphs: [`“${n.blogTitle}”`],
    quote: n.text,
    action: { label: 'Read it', url: n.blogUrl },
    footer: ['You get this e-mail because you follow this author.'],
    unsubscribeUrl: n.unsubscribeUrl,
    settingsUrl: `${n.site}/settings/email`,
  });
}

export function replyMail(n: NotificationMail): MailContent {
  return renderMail({
    site: SITE_NAME,
    subject: `${n.who} replied to your comment`,
    heading: `${n.who} replied to your comment`,
    paragraphs: [`On “${n.blogTitle}”:`],
    quote: n.text,
    action: { label: 'Read the reply', url: n.blogUrl },
    footer: ['You get this e-mail because someone replied to a comment of yours.'],
    unsubscribeUrl: n.unsubscribeUrl,
    settingsUrl: `${n.site}/settings/email`,
  });
}

/**
 * The comments and replies on one blog that came within the hour after the last mail about it, in
 * one mail (a thread gets at most one comment or reply mail an hour per recipient).
 */
export function threadMail(n: { site: string; unsubscribeUrl: string; blogTitle: string; blogUrl: string; total: number; items: { kind: 'comment' | 'reply'; who: string; text: string }[] }): MailContent {
  const replies = n.items.every((i) => i.kind === 'reply');
  const comments = n.items.every((i) => i.kind === 'comment');
  const what = comments ? 'comments' : replies ? 'replies' : 'comments and replies';
  const more = n.total - n.items.length;
  return renderMail({
    site: SITE_NAME,
    subject: `New ${what} on “${n.blogTitle}”`,
    heading: n.total === 1 ? `A new ${comments ? 'comment' : 'reply'}` : `${n.total} new ${what}`,
    paragraphs: [
      `On “${n.blogTitle}”:`,
      ...n.items.map((i) => `• ${i.who} ${i.kind === 'reply' ? 'replied to your comment' : 'commented'}: ${i.text}`),
      ...(more > 0 ? [`…and ${more} more.`] : []),
    ],
    action: { label: 'Read them', url: n.blogUrl },
    footer: ['You get at most one e-mail an hour about the comments on one blog: the ones that came since the last e-mail are all here.'],
    unsubscribeUrl: n.unsubscribeUrl,
    settingsUrl: `${n.site}/settings/email`,
  });
}

export function digestMail(site: string, unsubscribeUrl: string, items: { line: string; link: string }[]): MailContent {
  return renderMail({
    site: SITE_NAME,
    subject: `Your ${SITE_NAME} day: ${items.length} ${items.length === 1 ? 'update' : 'updates'}`,
    heading: 'What happened since yesterday',
    paragraphs: items.slice(0, 30).map((i) => `• ${i.line} (${i.link})`),
    action: { label: 'Open your notifications', url: `${site}/dashboard/notifications` },
    footer: ['You get one e-mail a day because you chose the daily digest.'],
    unsubscribeUrl,
    settingsUrl: `${site}/settings/email`,
  });
}
