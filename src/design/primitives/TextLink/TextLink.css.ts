import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';
import { focusRing } from '../../styles/focusRing';

export const link = style([
  focusRing,
  {
    color: vars.color.accent.text,
    fontWeight: vars.fontWeight.semibold,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.sm,
  },
]);
