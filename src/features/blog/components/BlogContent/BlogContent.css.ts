import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@/design/tokens';

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  fontFamily: vars.fontFamily.serif,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  '@media': { [media.small]: { fontSize: vars.fontSize.lg, gap: vars.space['5'] } },
});

globalStyle(`${content} a`, { color: vars.color.accent.text, textDecoration: 'underline', textUnderlineOffset: '0.2em' });
globalStyle(`${content} mark`, { backgroundColor: vars.color.accent.soft, color: 'inherit', paddingInline: vars.space['0.5'], borderRadius: vars.radius.sm });
globalStyle(`${content} code`, {
  fontFamily: vars.fontFamily.mono,
  fontSize: '0.85em',
  backgroundColor: vars.color.surfaceSunken,
  paddingInline: vars.space['1'],
  borderRadius: vars.radius.sm,
});

export const h2 = style({ fontFamily: vars.fontFamily.sans, fontSize: vars.fontSize['3xl'], fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight, letterSpacing: vars.letterSpacing.tight, marginTop: vars.space['4'], '@media': { [media.small]: { fontSize: vars.fontSize['2xl'] } } });
export const h3 = style({ fontFamily: vars.fontFamily.sans, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight, marginTop: vars.space['2'], '@media': { [media.small]: { fontSize: vars.fontSize.xl } } });

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], margin: 0 });
export const image = style({ display: 'block', width: '100%', height: 'auto', borderRadius: vars.radius.md, backgroundColor: vars.color.surfaceSunken });
export const caption = style({ fontFamily: vars.fontFamily.sans, fontSize: vars.fontSize.sm, color: vars.color.textMuted, textAlign: 'center' });

export const quote = style({
  margin: 0,
  paddingBlock: vars.space['2'],
  paddingInlineStart: vars.space['5'],
  borderInlineStart: `${vars.size.indicator} solid ${vars.color.text}`,
  fontStyle: 'italic',
});
export const quoteCenter = style({ textAlign: 'center', borderInlineStart: 'none', paddingInlineStart: 0 });
export const quoteCaption = style({ fontFamily: vars.fontFamily.sans, fontSize: vars.fontSize.sm, color: vars.color.textMuted, paddingInlineStart: vars.space['5'] });

export const list = style({ margin: 0, paddingInlineStart: vars.space['8'], display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
globalStyle(`${list} ${list}`, { marginTop: vars.space['2'] });
// Each item takes its direction from its words (dir="auto"): the marker of an item written the other
// way from its list (a left-to-right item in a right-to-left blog, or the reverse) would sit outside
// the list's padding, past the column's edge: it goes inside.
globalStyle(`${list}:dir(rtl) > li:dir(ltr), ${list}:dir(ltr) > li:dir(rtl)`, { listStylePosition: 'inside' });

export const embed = style({ width: '100%', height: 'auto', border: 'none', borderRadius: vars.radius.md, backgroundColor: vars.color.surfaceSunken });

/* Code: the server's highlight.js classes coloured by the theme's code tokens. */
export const codeBlock = style({
  // Code reads left to right in every language (and scrolls from its start, the left).
  direction: 'ltr',
  margin: 0,
  padding: vars.space['4'],
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'normal',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
export const code = style({ fontFamily: vars.fontFamily.mono, whiteSpace: 'pre', tabSize: 4 });
// The inline-code look (a padded chip) is not for a whole block.
globalStyle(`${content} ${code}`, { backgroundColor: 'transparent', padding: 0, fontSize: 'inherit' });
const token = (classes: string[], color: string) => globalStyle(classes.map((c) => `${code} .hljs-${c}`).join(', '), { color });
token(['keyword', 'doctag', 'selector-tag'], vars.color.code.keyword);
token(['string', 'regexp', 'addition', 'meta-string'], vars.color.code.string);
token(['number', 'literal', 'symbol', 'bullet', 'attr', 'attribute'], vars.color.code.number);
token(['comment', 'quote'], vars.color.code.comment);
token(['title', 'section', 'meta', 'function'], vars.color.code.title);
token(['type', 'built_in', 'class'], vars.color.code.type);
token(['variable', 'template-variable', 'tag', 'name', 'deletion', 'property', 'selector-class', 'selector-id'], vars.color.code.variable);
globalStyle(`${code} .hljs-comment`, { fontStyle: 'italic' });

/* Tables: their own horizontal scroll on narrow screens. */
export const tableScroll = style({
  overflowX: 'auto',
  maxWidth: '100%',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
export const table = style({
  borderCollapse: 'collapse',
  minWidth: '100%',
  fontFamily: vars.fontFamily.sans,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'normal',
});
globalStyle(`${table} th, ${table} td`, {
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  textAlign: 'start',
  verticalAlign: 'top',
  minWidth: '8ch',
});
globalStyle(`${table} th`, { backgroundColor: vars.color.surfaceSunken, fontWeight: vars.fontWeight.semibold });

export const delimiter = style({
  border: 'none',
  textAlign: 'center',
  height: 'auto',
  margin: `${vars.space['2']} 0`,
  '::before': { content: '"* * *"', letterSpacing: '0.6em', color: vars.color.textMuted, fontSize: vars.fontSize.lg },
});
