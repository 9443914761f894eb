import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens';
import { fieldBox } from '../TextField/TextField.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1.5'], width: '100%' });

export const box = style([fieldBox, { alignItems: 'stretch' }]);

export const textarea = style({
  flex: 1,
  width: '100%',
  minHeight: vars.size.textareaMin,
  padding: vars.space['3'],
  backgroundColor: 'transparent',
  border: 'none',
  borderRadius: 'inherit',
  color: 'inherit',
  lineHeight: vars.lineHeight.normal,
  resize: 'vertical',
  selectors: {
    '&:focus, &:focus-visible': { outline: 'none' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const font = styleVariants({
  sans: { fontFamily: vars.fontFamily.sans, fontSize: vars.fontSize.md },
  serif: { fontFamily: vars.fontFamily.serif, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed },
});

export const counter = style({
  alignSelf: 'flex-end',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-exhausted]': { color: vars.color.danger.text } },
});
