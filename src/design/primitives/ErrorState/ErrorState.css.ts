import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['12'],
  paddingInline: vars.space['4'],
  marginBlock: vars.space['4'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});
export const compact = style({ paddingBlock: vars.space['6'], marginBlock: vars.space['2'] });
export const icon = style({ width: vars.size.logoMd, height: vars.size.logoMd, color: vars.color.textSubtle });
export const title = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, color: vars.color.text, overflowWrap: 'anywhere' });
export const detail = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });
