import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../tokens';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const base = style({
  display: 'block',
  backgroundColor: vars.color.skeleton.base,
  backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton.base} 0%, ${vars.color.skeleton.highlight} 50%, ${vars.color.skeleton.base} 100%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} ${vars.duration.shimmer} ${vars.easing.standard} infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const shape = styleVariants({
  text: { height: '1em', borderRadius: vars.radius.sm, width: '100%' },
  rect: { borderRadius: vars.radius.md, width: '100%', height: vars.size.controlLg },
  circle: { borderRadius: vars.radius.full, width: vars.size.avatarMd, height: vars.size.avatarMd, flexShrink: 0 },
});

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2.5'], width: '100%' });
export const lastLine = style({ width: '60%' });
