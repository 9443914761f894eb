import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { focusRing, focusWithinRing } from '@/design/styles';
import { media, vars } from '@/design/tokens';

/* ---------- Top bar ---------- */

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  height: vars.space['16'],
  paddingInline: `max(${vars.space['4']}, calc((100% - ${vars.size.page}) / 2))`,
  background: vars.color.canvas,
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const wordmark = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    color: vars.color.text,
    textDecoration: 'none',
    fontFamily: vars.fontFamily.serif,
    fontWeight: vars.fontWeight.bold,
    fontSize: vars.fontSize.xl,
    borderRadius: vars.radius.sm,
    flexShrink: 0,
  },
]);

// Scoped under the link so these win over the Logo's own display.
export const logoFull = style({ '@media': { [media.editorMobile]: { selectors: { [`${wordmark} &`]: { display: 'none' } } } } });
export const logoMark = style({
  selectors: { [`${wordmark} &`]: { display: 'none' } },
  '@media': { [media.editorMobile]: { selectors: { [`${wordmark} &`]: { display: 'inline-flex' } } } },
});

export const barTitle = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const barActions = style({ display: 'flex', gap: vars.space['2'], flexShrink: 0 });

/* ---------- Writing surface ---------- */

export const main = style({
  width: '100%',
  maxWidth: `calc(${vars.size.content} + 2 * ${vars.space['4']})`,
  marginInline: 'auto',
  padding: `${vars.space['8']} ${vars.space['4']} ${vars.space['20']}`,
  display: 'grid',
  gap: vars.space['6'],
  '@media': { [media.editorMobile]: { paddingTop: vars.space['4'] } },
});

export const banner = style([
  focusWithinRing,
  {
    position: 'relative',
    display: 'block',
    aspectRatio: '16 / 9',
    overflow: 'hidden',
    borderRadius: vars.radius.lg,
    border: `${vars.size.hairline} solid ${vars.color.border}`,
    background: vars.color.surfaceSunken,
    cursor: 'pointer',
    selectors: {
      '&:hover': { borderColor: vars.color.borderStrong },
      '&:focus-within': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: vars.size.focusOffset },
    },
  },
]);

export const bannerImage = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const bannerHint = style({
  position: 'absolute',
  insetInline: 0,
  bottom: vars.space['4'],
  marginInline: 'auto',
  width: 'fit-content',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const fileInput = style({
  position: 'absolute',
  inset: 0,
  opacity: 0,
  cursor: 'pointer',
  width: '100%',
  height: '100%',
});

export const progressTrack = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  height: vars.space['1'],
  background: vars.color.accent.soft,
});

export const progressBar = style({
  height: '100%',
  background: vars.color.accent.solid,
  transition: `width ${vars.duration.normal} ${vars.easing.standard}`,
});

export const titleInput = style({
  width: '100%',
  border: 0,
  outline: 'none',
  resize: 'none',
  overflow: 'hidden',
  background: 'transparent',
  padding: 0,
  color: vars.color.text,
  fontFamily: vars.fontFamily.serif,
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.tight,
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle },
    '&:focus-visible': { boxShadow: `inset ${vars.size.focusRing} 0 0 ${vars.color.focusRing}`, paddingLeft: vars.space['3'] },
  },
  '@media': { [media.editorMobile]: { fontSize: vars.fontSize['3xl'] } },
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
globalStyle(`${writing} .cdx-quote__text`, { minHeight: 0, borderLeft: `${vars.space['1']} solid ${vars.color.borderStrong}`, paddingLeft: vars.space['4'], fontStyle: 'italic', border: 0 });
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

export const noticeText = style({ flex: 1, minWidth: vars.size.menuMin, margin: 0 });

/* ---------- Loading and not found ---------- */

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: vars.opacity.disabled } });

export const skeletonBlock = style({
  background: vars.color.skeleton.base,
  borderRadius: vars.radius.md,
  animation: `${pulse} ${vars.duration.shimmer} ${vars.easing.standard} infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const centre = style({
  minHeight: '60vh',
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: vars.space['4'],
  padding: vars.space['6'],
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const centreHeading = style({ margin: 0, color: vars.color.text, fontFamily: vars.fontFamily.serif, fontSize: vars.fontSize['3xl'] });
export const centreText = style({ margin: 0, maxWidth: vars.size.dialog });
