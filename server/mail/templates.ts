import { darkPalette, lightPalette } from '../../src/design/tokens/palette.ts';
import { fontFamily } from '../../src/design/tokens/scales.ts';
import { directionOf, type Language } from '../../src/contract/index.ts';
import { tr } from '../i18n/index.ts';
import { escapeHtml } from '../web/meta.ts';

/** A mail as the outbox keeps it: both parts and the headers it needs. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailParts {
  /** The recipient's language: the mail's own words, `lang` and direction (content stays as written). */
  language: Language;
  /** The site's name, shown at the top and in the subject. */
  site: string;
  subject: string;
  heading: string;
  /** Paragraphs before the action. Plain text: escaped in the HTML part. */
  paragraphs: string[];
  /** An optional quote (a comment's text). */
  quote?: string;
  /** The one obvious action. */
  action: { label: string; url: string };
  /** Small print after the action (why this mail came, how long the link lasts). */
  footer: string[];
  /** Where to turn this kind of mail off, when it is a notification mail. */
  unsubscribeUrl?: string;
  settingsUrl?: string;
}


const light = lightPalette;
const dark = darkPalette;

/*
 * Mail clients strip <link> and most of <style>: the light theme is inline on every element, and the
 * dark one is a prefers-color-scheme block for the clients that keep it (Apple Mail, iOS, Outlook on
 * the web). Colours are the design's tokens, so a mail reads like the site in both themes.
 */
const darkCss = (more: string) => `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  @media (prefers-color-scheme: dark) {
    .body, .page { background: ${dark.canvas} !important; }
    .card { background: ${dark.surface} !important; border-color: ${dark.border} !important; }
    .text, .heading, .site { color: ${dark.text} !important; }
    .muted { color: ${dark.textMuted} !important; }
    .button { background: ${dark.accent.solid} !important; color: ${dark.accent.onSolid} !important; }
    .link { color: ${dark.accent.text} !important; }${more}
  }`;

export interface MailShell {
  language: Language;
  /** The document's title (the subject, or the blog's title). */
  title: string;
  /** The site's name above the card. */
  site: string;
  /** The column's width in pixels: 560 for a notification, 640 for a newsletter (its images' width). */
  width: number;
  /** Padding around the column, and inside the card (CSS shorthand, the same on both sides). */
  pagePadding: string;
  cardPadding: string;
  siteFontSize: number;
  /** Dark-theme rules of this mail's own classes, inside the prefers-color-scheme block. */
  darkRules?: string;
  /** The card's HTML. */
  card: string;
  /** Small print under the card (unsubscribe, settings), when there is any. */
  footer?: string;
}

/**
 * The one frame of every mail of ours: head with the colour-scheme metas and the dark block, the
 * page table, the column of `width`, the site's name, the card, the small print under it. Tables
 * for layout, styles inline (clients that drop <style> show the light mail).
 */
export function mailShell(m: MailShell): string {
  const dir = directionOf(m.language);
  return `<!doctype html>
<html lang="${m.language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(m.title)}</title>
<style>${darkCss(m.darkRules ?? '')}</style>
</head>
<body class="body" dir="${dir}" style="margin:0;padding:0;background:${light.surfaceSunken};">
<table role="presentation" class="page" dir="${dir}" width="100%" cellpadding="0" cellspacing="0" style="background:${light.surfaceSunken};padding:${m.pagePadding};font-family:${escapeHtml(fontFamily.sans)};">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:${m.width}px;">
<tr><td class="site" style="padding:0 4px 16px;font-family:${escapeHtml(fontFamily.serif)};font-size:${m.siteFontSize}px;font-weight:700;color:${light.text};">${escapeHtml(m.site)}</td></tr>
<tr><td class="card" style="background:${light.surface};border:1px solid ${light.border};border-radius:12px;padding:${m.cardPadding};">
${m.card}
</td></tr>
${m.footer ? `<tr><td style="padding:16px 4px 0;">${m.footer}</td></tr>
` : ''}</table>
</td></tr>
</table>
</body>
</html>`;
}

/** Builds the plain-text and HTML parts of a mail from its parts. */
export function renderMail(m: MailParts): MailContent {
  const { language } = m;
  const dir = directionOf(language);
  // Mail clients know few logical properties: the quote's rule goes on the side a line starts from.
  const start = dir === 'rtl' ? 'right' : 'left';
  const turnOff = tr(language, /*i18n*/ 'Turn these e-mails off');
  const settings = tr(language, /*i18n*/ 'E-mail settings');
  const textLines = [
    m.heading,
    '',
    ...m.paragraphs.flatMap((p) => [p, '']),
    ...(m.quote ? [...m.quote.split('\n').map((l) => `> ${l}`), ''] : []),
    `${m.action.label}: ${m.action.url}`,
    '',
    ...m.footer,
    ...(m.unsubscribeUrl ? ['', `${turnOff}: ${m.unsubscribeUrl}`] : []),
    ...(m.settingsUrl ? [`${settings}: ${m.settingsUrl}`] : []),
    '',
    `— ${m.site}`,
  ];
  const p = (text: string, cls = 'text', color = light.text) =>
    `<p class="${cls}" style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${color};">${escapeHtml(text)}</p>`;
  const small = (text: string) => `<p class="muted" style="margin:0 0 8px;font-size:13px;line-height:1.5;color:${light.textMuted};">${text}</p>`;
  const card = `<h1 class="heading" style="margin:0 0 16px;font-family:${escapeHtml(fontFamily.serif)};font-size:24px;line-height:1.3;color:${light.text};">${escapeHtml(m.heading)}</h1>
${m.paragraphs.map((t) => p(t)).join('\n')}
${m.quote ? `<blockquote class="quote" dir="auto" style="margin:0 0 24px;padding:12px 16px;border-${start}:3px solid ${light.borderStrong};background:${light.surfaceSunken};color:${light.text};font-family:${escapeHtml(fontFamily.serif)};font-size:16px;line-height:1.6;white-space:pre-wrap;">${escapeHtml(m.quote)}</blockquote>` : ''}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr><td>
<a class="button" href="${escapeHtml(m.action.url)}" style="display:inline-block;padding:12px 20px;border-radius:999px;background:${light.accent.solid};color:${light.accent.onSolid};font-size:16px;font-weight:600;text-decoration:none;">${escapeHtml(m.action.label)}</a>
</td></tr></table>
${small(`${escapeHtml(tr(language, /*i18n*/ 'Or open this link:'))} <a class="link" href="${escapeHtml(m.action.url)}" style="color:${light.accent.text};word-break:break-all;">${escapeHtml(m.action.url)}</a>`)}
${m.footer.map((t) => small(escapeHtml(t))).join('\n')}`;
  const footer =
    m.unsubscribeUrl || m.settingsUrl
      ? small(
          [
            m.unsubscribeUrl ? `<a class="link" href="${escapeHtml(m.unsubscribeUrl)}" style="color:${light.accent.text};">${escapeHtml(turnOff)}</a>` : '',
            m.settingsUrl ? `<a class="link" href="${escapeHtml(m.settingsUrl)}" style="color:${light.accent.text};">${escapeHtml(settings)}</a>` : '',
          ]
            .filter(Boolean)
            .join(' · '),
        )
      : undefined;
  const html = mailShell({
    language,
    title: m.subject,
    site: m.site,
    width: 560,
    pagePadding: '32px 16px',
    cardPadding: '32px',
    siteFontSize: 22,
    darkRules: `
    .quote { background: ${dark.surfaceSunken} !important; color: ${dark.text} !important; border-color: ${dark.borderStrong} !important; }`,
    card,
    ...(footer ? { footer } : {}),
  });
  return { subject: m.subject, text: textLines.join('\n'), html };
}
