import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '@/design/tokens';

/* ---------- Top bar ---------- */

/* ---------- Writing surface ---------- */

export const main = style({
  width: '100%',
  maxWidth: `calc(${vars.size.content} + 2 * ${vars.space['4']})`,
  marginInline: 'auto',
  padding: `${vars.space['8']} ${vars.space['4']} ${vars.space['20']}`,
  display: 'grid',
  gap: vars.space['6'],
  '@media': { [media.editorMobile]: { paddingTop: vars.space['4'] } },
});

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: vars.opacity.disabled } });

export const skeletonBlock = style({
  background: vars.color.skeleton.base,
  borderRadius: vars.radius.md,
  animation: `${pulse} ${vars.duration.shimmer} ${vars.easing.standard} infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const centre = style({
  minHeight: '60vh',
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: vars.space['4'],
  padding: vars.space['6'],
  textAlign: 'center',
  color: vars.color.textMuted,
});

