import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const credits = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontStyle: 'italic',
  // Arabic has no italic: the browser would slant its letters, and their slant runs past the line's start.
  selectors: { '&:lang(ar)': { fontStyle: 'normal' } },
});
export const link = style({ color: vars.color.accent.text, textDecoration: 'underline', textUnderlineOffset: '0.2em' });
