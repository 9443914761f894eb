import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@/design/tokens';

/* ---------- Top bar ---------- */

export const main = style({
  width: '100%',
  maxWidth: `calc(${vars.size.content} + 2 * ${vars.space['4']})`,
  marginInline: 'auto',
  padding: `${vars.space['8']} ${vars.space['4']} ${vars.space['20']}`,
  display: 'grid',
  gap: vars.space['6'],
  '@media': { [media.editorMobile]: { paddingTop: vars.space['4'] } },
});

export const rule = style({ border: 0, height: vars.size.hairline, background: vars.color.border, margin: 0 });

export const writing = style({
  fontFamily: vars.fontFamily.serif,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.text,
  '@media': { [media.editorMobile]: { fontSize: vars.fontSize.lg } },
});

// Editor.js paints its own chrome; these rules re-colour it from our tokens so both themes match.
globalStyle(`${writing} .ce-block__content, ${writing} .ce-toolbar__content`, { maxWidth: vars.size.content });
globalStyle(`${writing} .codex-editor__redactor`, { paddingBottom: `${vars.space['20']} !important` });
globalStyle(`${writing} h2.ce-header`, { fontSize: vars.fontSize['3xl'], lineHeight: vars.lineHeight.tight, fontWeight: vars.fontWeight.bold, margin: `${vars.space['6']} 0 ${vars.space['2']}` });
globalStyle(`${writing} h3.ce-header`, { fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight.snug, fontWeight: vars.fontWeight.bold, margin: `${vars.space['4']} 0 ${vars.space['2']}` });
globalStyle(`${writing} .cdx-quote__text`, { minHeight: 0, borderInlineStart: `${vars.space['1']} solid ${vars.color.borderStrong}`, paddingInlineStart: vars.space['4'], fontStyle: 'italic', border: 0 });
globalStyle(`${writing} .cdx-input`, { borderColor: vars.color.border, boxShadow: 'none', background: 'transparent', color: 'inherit' });
globalStyle(`${writing} .cdx-input[data-placeholder]::before`, { color: vars.color.textSubtle });
globalStyle(`${writing} .ce-paragraph[data-placeholder]:empty::before, ${writing} [data-placeholder-active]:empty::before`, { color: vars.color.textSubtle });
globalStyle(`${writing} .image-tool__caption, ${writing} .cdx-quote__caption`, { fontFamily: vars.fontFamily.sans, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${writing} .image-tool__image`, { borderRadius: vars.radius.md, overflow: 'hidden' });
globalStyle(`${writing} .cdx-button`, { background: vars.color.surface, color: vars.color.text, borderColor: vars.color.border, boxShadow: 'none', fontFamily: vars.fontFamily.sans, fontSize: vars.fontSize.sm });
globalStyle(`${writing} mark, ${writing} .cdx-marker`, { background: vars.color.accent.soft, color: 'inherit', padding: `0 ${vars.space['0.5']}` });
globalStyle(`${writing} .inline-code`, { background: vars.color.surfaceSunken, color: vars.color.danger.text, fontFamily: vars.fontFamily.mono, fontSize: '0.85em', padding: `${vars.space['0.5']} ${vars.space['1']}`, borderRadius: vars.radius.sm });
globalStyle(`${writing} a`, { color: vars.color.accent.text });
globalStyle(`${writing} ::selection`, { background: vars.color.selection });
globalStyle(`${writing} .ce-block--selected .ce-block__content`, { background: vars.color.selection });
globalStyle(`${writing} .ce-toolbar__plus, ${writing} .ce-toolbar__settings-btn`, { color: vars.color.textMuted, background: vars.color.canvas, fontFamily: vars.fontFamily.sans });
globalStyle(`${writing} .ce-toolbar__plus:hover, ${writing} .ce-toolbar__settings-btn:hover`, { background: vars.color.surfaceHover });
globalStyle(`${writing} .ce-popover, ${writing} .ce-inline-toolbar`, {
  vars: {
    '--color-background': vars.color.surfaceRaised,
    '--color-text-primary': vars.color.text,
    '--color-text-secondary': vars.color.textMuted,
    '--color-border': vars.color.border,
    '--color-shadow': 'transparent',
    '--color-border-icon': vars.color.border,
    '--color-background-item-hover': vars.color.surfaceHover,
    '--color-background-item-focus': vars.color.accent.soft,
    '--color-background-icon-active': vars.color.accent.soft,
    '--color-text-icon-active': vars.color.accent.text,
  },
  fontFamily: vars.fontFamily.sans,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
globalStyle(`${writing} .ce-popover__container, ${writing} .ce-inline-toolbar`, { boxShadow: vars.shadow.md, background: vars.color.surfaceRaised, color: vars.color.text, borderColor: vars.color.border });
globalStyle(`${writing} .ce-popover-item__icon`, { background: vars.color.surface, color: vars.color.text, boxShadow: 'none', border: `${vars.size.hairline} solid ${vars.color.border}` });
globalStyle(`${writing} .cdx-search-field`, { background: vars.color.surfaceSunken, borderColor: vars.color.border, color: vars.color.text });
globalStyle(`${writing} .cdx-search-field__input`, { color: vars.color.text });
globalStyle(`${writing} .ce-inline-tool-input`, { background: vars.color.surfaceRaised, color: vars.color.text, borderColor: vars.color.border });
globalStyle(`${writing} .ce-conversion-toolbar, ${writing} .ce-settings`, { background: vars.color.surfaceRaised, color: vars.color.text });
globalStyle(`${writing} .ce-block a`, { textDecoration: 'underline' });
// The tools' own stylesheets place things by left and right; these say start and end, so a
// right-to-left page (Editor.js started with its direction) reads from the right.
globalStyle(`${writing} .cdx-list__item-content`, { padding: 0, paddingInlineStart: 'var(--spacing-s)' });
// Editor.js's own right-to-left rules were written for an older toolbar: they put the block's + and
// drag handle over the start of the text, on the left. Here they sit outside the text at its start
// (the right), as they sit at the left of a left-to-right text; on phones they keep Editor.js's place.
const rtl = `${writing} .codex-editor.codex-editor--rtl`;
globalStyle(`${rtl} .ce-toolbar__actions`, {
  insetInlineStart: 'auto',
  insetInlineEnd: '100%',
  padding: 0,
  paddingInlineEnd: vars.space['1'],
  '@media': { [media.editorMobile]: { insetInlineEnd: 'auto' } },
});
// A menu item's label follows its icon. (Which way a menu opens, Editor.js measures itself: leftwards
// when the room on the right runs out, as it does from the + at the right.)
// Editor.js indents a list 40px on the right (for an older list tool); the list tool pads it the same on both sides.
globalStyle(`${rtl} .cdx-list`, { padding: 'var(--spacing-xs)' });
globalStyle(`${rtl} .ce-popover-item__title`, { margin: 0, marginInlineEnd: 'auto' });
// The chevron of an item that opens a submenu points the way it reads.
globalStyle(`${rtl} .ce-popover-item__icon--chevron-right svg`, { scale: '-1 1' });
globalStyle(`${rtl} .ce-popover:not(.ce-popover--inline) .ce-popover-item__icon--tool`, { margin: 0, marginInlineEnd: vars.space['1'] });
globalStyle(`${rtl} .ce-popover-item__secondary-title`, { padding: 0, paddingInlineEnd: vars.space['1'] });
// The notifier lives in <body>, outside the writing surface.
globalStyle('body .cdx-notify', { background: `${vars.color.surfaceRaised} !important`, color: vars.color.text, boxShadow: vars.shadow.md, fontFamily: vars.fontFamily.sans, borderRadius: vars.radius.md, border: `${vars.size.hairline} solid ${vars.color.border}` });
globalStyle('body .cdx-notify--error', { borderColor: vars.color.danger.border, color: vars.color.danger.text });
globalStyle('body .cdx-notifies', { zIndex: vars.zIndex.toast });

/* ---------- Restore notice ---------- */

export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  border: `${vars.size.hairline} solid ${vars.color.accent.border}`,
  background: vars.color.accent.soft,
  color: vars.color.accent.text,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
});

/* The code block (tools/codeTool.ts), the table and the delimiter in the editor. */
globalStyle(`${writing} .ink-code`, { display: 'flex', flexDirection: 'column', gap: vars.space['2'], margin: `${vars.space['3']} 0`, padding: vars.space['3'], background: vars.color.surfaceSunken, border: `${vars.size.hairline} solid ${vars.color.border}`, borderRadius: vars.radius.md });
globalStyle(`${writing} .ink-code__bar`, { display: 'flex', alignItems: 'center', gap: vars.space['2'], fontFamily: vars.fontFamily.sans, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${writing} .ink-code__language`, { fontFamily: vars.fontFamily.sans, fontSize: vars.fontSize.sm, color: vars.color.text, background: vars.color.surface, border: `${vars.size.hairline} solid ${vars.color.borderStrong}`, borderRadius: vars.radius.sm, padding: `${vars.space['1']} ${vars.space['2']}`, minHeight: '2rem' });
// Code reads left to right in every language.
globalStyle(`${writing} .ink-code__text`, { direction: 'ltr', width: '100%', resize: 'vertical', border: 'none', outline: 'none', background: 'transparent', color: vars.color.text, fontFamily: vars.fontFamily.mono, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal, whiteSpace: 'pre', overflowX: 'auto', tabSize: 4 });
globalStyle(`${writing} .ink-code:focus-within`, { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' });
globalStyle(`${writing} .tc-wrap`, { '--color-border': vars.color.borderStrong, '--color-background': vars.color.surfaceSunken, '--color-text-secondary': vars.color.textMuted, fontFamily: vars.fontFamily.sans, fontSize: vars.fontSize.md } as never);
globalStyle(`${writing} .tc-table`, { overflowX: 'auto' });
globalStyle(`${writing} .tc-popover`, { background: vars.color.surfaceRaised, color: vars.color.text, borderColor: vars.color.border });
globalStyle(`${writing} .ce-delimiter`, { color: vars.color.textMuted });
/* Phones: the block menu's buttons are large enough to hit with a finger. */
globalStyle(`${writing} .ce-popover-item`, { '@media': { [media.small]: { minHeight: '2.75rem' } } });
globalStyle(`${writing} .ce-toolbar__plus, ${writing} .ce-toolbar__settings-btn`, { '@media': { [media.small]: { width: '2.75rem', height: '2.75rem' } } });
