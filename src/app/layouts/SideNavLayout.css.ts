import { style, globalStyle } from '@vanilla-extract/css';
import { vars, media } from '@/design/tokens';

export const shell = style({
  display: 'grid',
  gridTemplateColumns: `minmax(12rem, 15rem) minmax(0, 1fr)`,
  gap: vars.space[8],
  maxWidth: vars.size.page,
  margin: '0 auto',
  padding: `${vars.space[6]} ${vars.space[6]} ${vars.space[12]}`,
  '@media': {
    [media.small]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[4], padding: `${vars.space[3]} ${vars.space[4]} ${vars.space[10]}` },
  },
});

export const nav = style({
  position: 'sticky',
  top: `calc(${vars.size.controlLg} + ${vars.space[8]})`,
  alignSelf: 'start',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  '@media': {
    [media.small]: {
      position: 'static',
      flexDirection: 'row',
      overflowX: 'auto',
      gap: vars.space[1],
      paddingBottom: vars.space[2],
      borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
    },
  },
});

export const groupTitle = style({
  margin: `${vars.space[4]} 0 ${vars.space[1]}`,
  padding: `0 ${vars.space[3]}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  selectors: { '&:first-child': { marginTop: 0 } },
  '@media': { [media.small]: { display: 'none' } },
});

export const link = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `background-color ${vars.duration.fast} ${vars.easing.standard}, color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
    '&[aria-current="page"]': { backgroundColor: vars.color.neutral.soft, color: vars.color.text, fontWeight: vars.fontWeight.semibold },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: vars.size.focusOffset },
  },
});
globalStyle(`${link} svg`, { width: vars.size.iconMd, height: vars.size.iconMd, flexShrink: 0 });

export const dot = style({
  width: vars.space[2],
  height: vars.space[2],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.danger.solid,
  marginInlineStart: 'auto',
});

/** How many items wait for the member: a number in a pill at the link's end. */
export const count = style({
  marginInlineStart: 'auto',
  minWidth: vars.space[5],
  paddingInline: vars.space['1.5'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent.solid,
  color: vars.color.accent.onSolid,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'center',
});

export const main = style({ minWidth: 0 });
