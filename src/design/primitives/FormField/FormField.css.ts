import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1.5'], minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  lineHeight: vars.lineHeight.snug,
});

export const required = style({ color: vars.color.danger.text, marginInlineStart: vars.space['0.5'] });

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.snug,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['1.5'],
  fontSize: vars.fontSize.sm,
  color: vars.color.danger.text,
  lineHeight: vars.lineHeight.snug,
});

globalStyle(`${error} svg`, {
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  marginBlockStart: vars.space['0.5'],
});
