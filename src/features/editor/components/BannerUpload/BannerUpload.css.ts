import { style } from '@vanilla-extract/css';
import { focusWithinRing } from '@/design/styles';
import { vars } from '@/design/tokens';

/* ---------- Top bar ---------- */

export const banner = style([
  focusWithinRing,
  {
    position: 'relative',
    display: 'block',
    aspectRatio: '16 / 9',
    overflow: 'hidden',
    borderRadius: vars.radius.lg,
    border: `${vars.size.hairline} solid ${vars.color.border}`,
    background: vars.color.surfaceSunken,
    cursor: 'pointer',
    selectors: {
      '&:hover': { borderColor: vars.color.borderStrong },
      '&:focus-within': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: vars.size.focusOffset },
    },
  },
]);

export const bannerImage = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const bannerHint = style({
  position: 'absolute',
  insetInline: 0,
  bottom: vars.space['4'],
  marginInline: 'auto',
  width: 'fit-content',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const fileInput = style({
  position: 'absolute',
  inset: 0,
  opacity: 0,
  cursor: 'pointer',
  width: '100%',
  height: '100%',
});

/** The design's ProgressBar along the banner's bottom edge. */
export const progress = style({ position: 'absolute', insetInline: 0, bottom: 0, width: 'auto', borderRadius: 0 });
