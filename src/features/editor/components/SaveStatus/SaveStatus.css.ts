import { style } from '@vanilla-extract/css';
import { media, vars } from '@/design/tokens';

export const status = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  selectors: { '&[data-kind="offline"], &[data-kind="failed"]': { color: vars.color.danger.text } },
  '@media': { [media.small]: { fontSize: vars.fontSize.xs } },
});
