import { randomUUID } from 'node:crypto';
import { darkPalette, lightPalette } from '../../src/design/tokens/palette.ts';
import { fontFamily } from '../../src/design/tokens/scales.ts';
import { directionOfTag, type Language } from '../../src/contract/index.ts';
import { tr } from '../i18n/index.ts';
import { escapeHtml, textOf } from '../web/meta.ts';
import { renderBlocks } from '../web/renderBlocks.ts';
import { mailShell, renderMail, type MailContent } from './templates.ts';
import { SITE_NAME } from './mails.ts';
import type { NewsletterAudience } from '../store/subscribers.ts';

/**
 * Gmail clips a message whose HTML passes about 102 KB and hides the rest (with the unsubscribe
 * link) behind "View entire message": the whole mail stays under 100 KB.
 */
export const NEWSLETTER_HTML_MAX_BYTES = 100_000;

/**
 * Where each subscriber's own unsubscribe address goes in a mail built once for all of them: a
 * random word per process, which no blog's text can hold by chance.
 */
export const UNSUBSCRIBE_SLOT = `unsubscribe-${randomUUID()}`;

const light = lightPalette;
const dark = darkPalette;

/** The confirmation mail of a subscription (double opt-in): its link opens a page whose button confirms. */
export function confirmSubscriptionMail(language: Language, site: string, token: string, authorName: string): MailContent {
  return renderMail({
    language,
    site: SITE_NAME,
    subject: tr(language, /*i18n*/ 'Confirm your subscription to {name}', { name: authorName }),
    heading: tr(language, /*i18n*/ 'Confirm your subscription'),
    paragraphs: [tr(language, /*i18n*/ 'Someone (we hope you) asked to get the new blogs of {name} on {site} by e-mail. Confirm with the button below.', { name: authorName, site: SITE_NAME })],
    action: { label: tr(language, /*i18n*/ 'Confirm my subscription'), url: `${site}/subscribe/confirm/${token}` },
    footer: [tr(language, /*i18n*/ 'The link works for seven days.'), tr(language, /*i18n*/ 'If you did not ask for this, ignore this e-mail: you will get nothing more.')],
  });
}

export interface NewsletterBlogParts {
  title: string;
  des: string;
  /** The blog's own language tag (its words' `lang` and direction). */
  language: string;
  blocks: unknown[];
  authorName: string;
  blogUrl: string;
  /** The banner when it is an image of this server with a known size (a mail shows no image it cannot size). */
  banner?: { url: string; width: number; height: number };
}

/*
 * The blog's HTML is ours (server/web/renderBlocks.ts, a closed set of tags after its allow-list), so
 * its CSS is inlined as it is written: each tag gets its style here, and no stylesheet is parsed
 * again per mail (docs/decisions/0018-newsletter.md). Colours are the light theme's tokens; the
 * dark theme is a prefers-color-scheme block below for the clients that keep <style>.
 */
const serif = escapeHtml(fontFamily.serif);
const mono = escapeHtml(fontFamily.mono);
const tagStyles = (start: 'left' | 'right'): Record<string, string> => ({
  p: `margin:0 0 16px;font-family:${serif};font-size:17px;line-height:1.65;color:${light.text};`,
  h2: `margin:28px 0 12px;font-family:${serif};font-size:24px;line-height:1.3;color:${light.text};`,
  h3: `margin:24px 0 10px;font-family:${serif};font-size:20px;line-height:1.3;color:${light.text};`,
  ul: `margin:0 0 16px;padding-${start}:24px;font-family:${serif};font-size:17px;line-height:1.65;color:${light.text};`,
  ol: `margin:0 0 16px;padding-${start}:24px;font-family:${serif};font-size:17px;line-height:1.65;color:${light.text};`,
  li: `margin:0 0 6px;`,
  figure: `margin:0 0 16px;`,
  img: `display:block;max-width:100%;height:auto;border:0;`,
  figcaption: `margin:6px 0 0;font-size:14px;line-height:1.5;color:${light.textMuted};text-align:center;`,
  blockquote: `margin:0 0 16px;padding:4px 16px;border-${start}:3px solid ${light.borderStrong};color:${light.text};`,
  // Code keeps a light background in both themes: its inline colours are the light theme's. It reads
  // left to right in a right-to-left blog too (inlineStyles adds dir="ltr").
  pre: `direction:ltr;text-align:left;margin:0 0 16px;padding:12px 14px;background:${light.surfaceSunken};border:1px solid ${light.border};border-radius:8px;overflow-x:auto;font-size:14px;line-height:1.5;color:${light.text};`,
  code: `font-family:${mono};`,
  table: `margin:0 0 16px;border-collapse:collapse;width:100%;font-family:${serif};font-size:15px;color:${light.text};`,
  th: `padding:6px 8px;border:1px solid ${light.border};background:${light.surfaceSunken};text-align:${start};`,
  td: `padding:6px 8px;border:1px solid ${light.border};text-align:${start};`,
  hr: `margin:24px 0;border:0;border-top:1px solid ${light.border};`,
  a: `color:${light.accent.text};`,
});

/**
 * The inline style of each opening tag the renderer writes (none of them carries a style of its own),
 * and code's direction: left to right whatever the blog's.
 */
function inlineStyles(html: string, styles: Record<string, string>): string {
  return html.replace(/<(p|h2|h3|ul|ol|li|figure|figcaption|img|blockquote|pre|code|table|th|td|hr|a)(?=[\s>/])/g, (_, tag: string) => `<${tag}${tag === 'pre' ? ' dir="ltr"' : ''} style="${styles[tag]}"`);
}

/** The dark theme of the blog's own tags, added to the shell's (templates.ts mailShell). */
const darkRules = `
    .content p, .content h1, .content h2, .content h3, .content ul, .content ol, .content blockquote, .content table { color: ${dark.text} !important; }
    .content th, .content td, .content hr { border-color: ${dark.border} !important; }
    .content th { background: ${dark.surfaceSunken} !important; }
    .content blockquote { border-color: ${dark.borderStrong} !important; }
    .content figcaption, .content .muted { color: ${dark.textMuted} !important; }
    .content a { color: ${dark.accent.text} !important; }`;

/**
 * A blog as a mail, for every subscriber (or every following member) in one language: its whole content (images at 640 px with
 * their width and height, code coloured inline, tables), cut at a block boundary with a link to the
 * rest when the HTML would pass NEWSLETTER_HTML_MAX_BYTES. No tracking pixel, no rewritten link.
 * The unsubscribe address is UNSUBSCRIBE_SLOT in both parts: each subscriber's goes there
 * (personalise), so a blog is rendered once per language, not once per address.
 */
export function newsletterMail(language: Language, site: string, blog: NewsletterBlogParts, audience: NewsletterAudience = 'subscriber'): MailContent & { cut: boolean } {
  const contentDir = directionOfTag(blog.language);
  const styles = tagStyles(contentDir === 'rtl' ? 'right' : 'left');
  const readOnSite = tr(language, /*i18n*/ 'Read it on {site}', { site: SITE_NAME });
  const readTheRest = tr(language, /*i18n*/ 'Read the rest');
  const byline = tr(language, /*i18n*/ 'By {name}', { name: blog.authorName });
  // A follower's copy says why in the words of the follower's short new-blog mail.
  const why =
    audience === 'follower'
      ? tr(language, /*i18n*/ 'You get this e-mail because you follow this author.')
      : tr(language, /*i18n*/ 'You get this e-mail because you subscribed to the new blogs of {name}.', { name: blog.authorName });
  const unsubscribe = tr(language, /*i18n*/ 'Unsubscribe');
  const url = escapeHtml(blog.blogUrl);
  const contentLang = ` lang="${escapeHtml(blog.language)}" dir="${contentDir}"`;
  const muted = (html: string) => `<p class="muted" style="margin:0 0 8px;font-size:13px;line-height:1.5;color:${light.textMuted};">${html}</p>`;

  // The shared frame (templates.ts mailShell) at the images' width, split where the blocks go.
  const BLOCKS = `blocks-${randomUUID()}`;
  const [shellHead, shellTail] = mailShell({
    language,
    title: blog.title,
    site: SITE_NAME,
    width: 640,
    pagePadding: '24px 8px',
    cardPadding: '28px 24px',
    siteFontSize: 20,
    darkRules,
    card: BLOCKS,
    footer: `
${muted(escapeHtml(why))}
${muted(`<a class="link" href="${UNSUBSCRIBE_SLOT}" style="color:${light.accent.text};">${escapeHtml(unsubscribe)}</a>`)}
`,
  }).split(BLOCKS) as [string, string];
  const head = `${shellHead}<div class="content"${contentLang}>
${blog.banner ? inlineStyles(renderBlocks([{ type: 'image', data: { file: blog.banner, caption: '' } }], site, 'mail'), { ...styles, figure: 'margin:0 0 20px;' }) : ''}
<h1 class="heading" style="margin:0 0 8px;font-family:${serif};font-size:30px;line-height:1.25;color:${light.text};">${escapeHtml(blog.title)}</h1>
${blog.des ? `<p class="muted" style="margin:0 0 16px;font-family:${serif};font-size:18px;line-height:1.5;color:${light.textMuted};">${escapeHtml(blog.des)}</p>` : ''}
</div>
${muted(escapeHtml(byline))}
<div class="content"${contentLang} style="margin-top:20px;">
`;
  const button = `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 16px;"><tr><td>
<a class="button" href="${url}" style="display:inline-block;padding:12px 20px;border-radius:999px;background:${light.accent.solid};color:${light.accent.onSolid};font-size:16px;font-weight:600;text-decoration:none;">${escapeHtml(readOnSite)}</a>
</td></tr></table>`;
  const tail = (cut: boolean) => `</div>
${cut ? `<p style="margin:0 0 16px;font-size:17px;"><a class="link" href="${url}" style="color:${light.accent.text};font-weight:600;">${escapeHtml(readTheRest)} →</a></p>` : ''}
${button}${shellTail}`;

  // Blocks one by one while the whole stays under the limit (an unsubscribe address is at most a few
  // hundred bytes more than its slot: the margin keeps room for it).
  const room = NEWSLETTER_HTML_MAX_BYTES - 1_000 - Buffer.byteLength(head) - Buffer.byteLength(tail(true));
  const parts: string[] = [];
  const texts: string[] = [];
  let used = 0;
  let cut = false;
  for (const b of blog.blocks) {
    const html = inlineStyles(renderBlocks([b], site, 'mail'), styles);
    if (!html) continue;
    const size = Buffer.byteLength(html) + 1;
    if (used + size > room) {
      cut = true;
      break;
    }
    used += size;
    parts.push(html);
    texts.push(textOf(html));
  }
  const html = `${head}${parts.join('\n')}\n${tail(cut)}`;
  const text = [
    blog.title,
    ...(blog.des ? [blog.des] : []),
    byline,
    '',
    ...texts.flatMap((t) => (t ? [t, ''] : [])),
    ...(cut ? [`${readTheRest}: ${blog.blogUrl}`] : [`${readOnSite}: ${blog.blogUrl}`]),
    '',
    why,
    `${unsubscribe}: ${UNSUBSCRIBE_SLOT}`,
    '',
    `— ${SITE_NAME}`,
  ].join('\n');
  return { subject: blog.title, text, html, cut };
}

/** A mail built for all with its unsubscribe slot filled for one subscriber. */
export function personalise(mail: MailContent, unsubscribeUrl: string): MailContent {
  return { subject: mail.subject, text: mail.text.split(UNSUBSCRIBE_SLOT).join(unsubscribeUrl), html: mail.html.split(UNSUBSCRIBE_SLOT).join(escapeHtml(unsubscribeUrl)) };
}
