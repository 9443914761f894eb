import { style } from '@vanilla-extract/css';
import { vars } from '../tokens';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.fontFamily.sans,
  fontSize: vars.fontSize.sm,
  marginBlock: vars.space['4'],
});
export const th = style({
  textAlign: 'start',
  padding: vars.space['2'],
  borderBottom: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  fontWeight: vars.fontWeight.semibold,
});
export const td = style({
  padding: vars.space['2'],
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
  verticalAlign: 'middle',
});
export const code = style({ fontFamily: vars.fontFamily.mono, fontSize: vars.fontSize.xs });
export const swatchCell = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });
export const swatch = style({
  width: vars.size.controlMd,
  height: vars.size.controlSm,
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  flexShrink: 0,
});
export const bar = style({ height: vars.space['3'], backgroundColor: vars.color.accent.solid, borderRadius: vars.radius.sm });
export const radiusBox = style({
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  backgroundColor: vars.color.accent.soft,
  border: `${vars.size.hairline} solid ${vars.color.accent.border}`,
});
export const shadowBox = style({
  width: vars.size.avatarXl,
  height: vars.size.controlLg,
  borderRadius: vars.radius.lg,
});
