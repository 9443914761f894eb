import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['4'],
  minHeight: vars.size.pageMin,
  paddingBlock: vars.space['16'],
  paddingInline: vars.space['6'],
  textAlign: 'center',
});

export const code = style({
  fontFamily: vars.fontFamily.serif,
  fontSize: vars.fontSize['5xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.none,
  letterSpacing: vars.letterSpacing.tighter,
  color: vars.color.accent.text,
});

export const title = style({
  fontFamily: vars.fontFamily.serif,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.tight,
  color: vars.color.text,
});

export const message = style({
  maxWidth: vars.size.dialog,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.textMuted,
});

export const action = style({ marginBlockStart: vars.space['2'] });
