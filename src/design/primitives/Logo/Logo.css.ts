import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing';
import { vars } from '../../tokens';

export const root = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: 0,
    color: vars.color.text,
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
  },
]);

export const size = styleVariants({
  sm: { height: vars.size.logoSm },
  md: { height: vars.size.logoMd },
  lg: { height: vars.size.logoLg },
});

// The logo is a picture and does not mirror: its wordmark is SVG text, which a right-to-left page
// would otherwise anchor at its right end and draw over the mark.
export const svg = style({ height: '100%', width: 'auto', overflow: 'visible', direction: 'ltr' });

export const mark = style({ fill: vars.color.accent.solid });
export const markInk = style({ fill: vars.color.accent.onSolid });

export const wordmark = style({
  fill: 'currentColor',
  fontFamily: vars.fontFamily.serif,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.tight,
});
