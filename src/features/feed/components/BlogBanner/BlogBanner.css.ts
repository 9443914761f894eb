import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const frame = style({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  flexShrink: 0,
  backgroundColor: vars.color.surfaceSunken,
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

// The default banner: drawn from theme tokens, so it is a light picture in the light theme and a
// dark one in the dark theme (SPEC.md: two default banners).
export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textSubtle,
  backgroundColor: vars.color.surfaceSunken,
  backgroundImage: `radial-gradient(circle at 20% 20%, ${vars.color.accent.soft} 0, transparent 45%), radial-gradient(circle at 85% 80%, ${vars.color.accent.softHover} 0, transparent 40%)`,
});

export const placeholderIcon = style({ width: vars.size.logoMd, height: vars.size.logoMd, opacity: vars.opacity.muted });
