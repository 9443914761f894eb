import { globalStyle, style } from '@vanilla-extract/css';
import { vars, media } from '@/design/tokens';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  backgroundColor: vars.color.canvas,
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[4],
  maxWidth: vars.size.page,
  height: vars.size.controlLg,
  boxSizing: 'content-box',
  margin: '0 auto',
  padding: `${vars.space[3]} ${vars.space[6]}`,
  '@media': { [media.small]: { gap: vars.space[2], padding: `${vars.space[2]} ${vars.space[4]}` } },
});

export const logoLink = style({
  display: 'inline-flex',
  flexShrink: 0,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  selectors: { '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: vars.size.focusOffset } },
});

export const search = style({
  flex: '0 1 22rem',
  '@media': {
    [media.small]: {
      position: 'absolute',
      insetInline: 0,
      top: '100%',
      padding: `${vars.space[3]} ${vars.space[4]}`,
      backgroundColor: vars.color.canvas,
      borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
      boxShadow: vars.shadow.md,
    },
  },
});

/** On small screens the search box is hidden until the search button opens it. */
export const searchClosed = style({ '@media': { [media.small]: { display: 'none' } } });

export const searchInput = style({ width: '100%' });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  marginInlineStart: 'auto',
  '@media': { [media.small]: { gap: vars.space[1] } },
});

export const onlySmall = style({ display: 'none', '@media': { [media.small]: { display: 'inline-flex' } } });
export const hideSmall = style({ '@media': { [media.small]: { display: 'none' } } });

/** The bell is a link that looks like the ghost icon buttons beside it. */
export const bell = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  transition: `background-color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: vars.size.focusOffset },
  },
});
globalStyle(`${bell} svg`, { width: vars.size.iconMd, height: vars.size.iconMd });
export const dot = style({
  position: 'absolute',
  top: vars.space[2],
  insetInlineEnd: vars.space[2],
  width: vars.space[2],
  height: vars.space[2],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.danger.solid,
  boxShadow: `0 0 0 ${vars.size.focusRing} ${vars.color.canvas}`,
  pointerEvents: 'none',
});

export const avatarButton = style({
  display: 'inline-flex',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'none',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: vars.size.focusOffset } },
});

export const main = style({ minHeight: `calc(100vh - ${vars.size.controlLg} - ${vars.space[6]})` });
