import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../tokens';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  color: 'inherit',
  verticalAlign: 'middle',
});

export const svg = style({
  flexShrink: 0,
  animation: `${spin} ${vars.duration.spin} ${vars.easing.linear} infinite`,
  '@media': {
    // Slower rather than stopped: a frozen spinner reads as a hang.
    [media.reducedMotion]: { animationDuration: `calc(${vars.duration.spin} * 3)` },
  },
});

export const track = style({ opacity: 0.25 });

export const size = styleVariants({
  sm: { width: vars.size.iconSm, height: vars.size.iconSm },
  md: { width: vars.size.iconLg, height: vars.size.iconLg },
  lg: { width: vars.size.controlSm, height: vars.size.controlSm },
});

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
