import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '@/design/tokens';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.overlay,
  animation: `${fadeIn} ${vars.duration.normal} ${vars.easing.standard}`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const panel = style({
  position: 'fixed',
  zIndex: vars.zIndex.modal,
  insetBlock: 0,
  insetInlineEnd: 0,
  width: `min(100%, ${vars.size.drawer})`,
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  animation: `${slideIn} ${vars.duration.slow} ${vars.easing.enter}`,
  '@media': {
    [media.small]: {
      insetBlockStart: 'auto',
      insetInline: 0,
      width: '100%',
      maxHeight: vars.size.drawerMaxHeight,
      height: vars.size.drawerMaxHeight,
      borderStartStartRadius: vars.radius.xl,
      borderStartEndRadius: vars.radius.xl,
      animationName: slideUp,
    },
    [media.reducedMotion]: { animation: 'none' },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: vars.space['5'],
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
});
export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const subtitle = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 1, WebkitBoxOrient: 'vertical', overflow: 'hidden' });
export const body = style({ flex: 1, overflowY: 'auto', overscrollBehavior: 'contain', paddingInline: vars.space['5'], paddingBlock: vars.space['4'], display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
export const list = style({ display: 'flex', flexDirection: 'column' });
export const skeletonHead = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });
export const skeletonAvatar = style({ width: vars.size.avatarSm, height: vars.size.avatarSm, borderRadius: vars.radius.full });
export const skeletonLine = style({ height: '0.875rem' });
export const skeletonCard = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], paddingBlock: vars.space['4'], borderBottom: `${vars.size.hairline} solid ${vars.color.border}` });
