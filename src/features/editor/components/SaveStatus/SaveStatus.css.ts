import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const status = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  selectors: { '&[data-kind="offline"], &[data-kind="failed"]': { color: vars.color.danger.text } },
});
