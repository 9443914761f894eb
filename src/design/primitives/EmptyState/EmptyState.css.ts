import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['3'],
  width: '100%',
  textAlign: 'center',
  borderRadius: vars.radius.lg,
});

export const variant = styleVariants({
  card: {
    paddingBlock: vars.space['10'],
    paddingInline: vars.space['6'],
    backgroundColor: vars.color.surfaceSunken,
  },
  plain: { paddingBlock: vars.space['6'], paddingInline: vars.space['4'] },
});

/** Less vertical room (side panels, drawers). */
export const compact = style({ paddingBlock: vars.space['6'], marginBlock: vars.space['2'] });

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  boxShadow: vars.shadow.sm,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
});
globalStyle(`${icon} svg`, { width: vars.size.iconLg, height: vars.size.iconLg });

export const message = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  lineHeight: vars.lineHeight.snug,
});

export const description = style({
  maxWidth: vars.size.dialog,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

export const action = style({ marginBlockStart: vars.space['1'] });
