import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['4'],
  paddingBlock: vars.space['20'],
  paddingInline: vars.space['4'],
});
export const code = style({ fontSize: vars.fontSize['5xl'], fontWeight: vars.fontWeight.bold, color: vars.color.textSubtle, lineHeight: vars.lineHeight.none });
export const title = style({ fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold });
export const text = style({ color: vars.color.textMuted, maxWidth: '28rem' });
