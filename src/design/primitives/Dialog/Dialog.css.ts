import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '../../tokens';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: `translate(-50%, calc(-50% + ${vars.space['2']})) scale(0.97)` },
  to: { opacity: 1, transform: 'translate(-50%, -50%)' },
});

// No exit animations: Radix keeps content mounted until an exit animation ends, and a frame that
// never paints (background tab, test iframe) would keep the dialog open.
export const overlay = style({
  position: 'fixed',
  inset: 0,
  backgroundColor: vars.color.overlay,
  zIndex: vars.zIndex.overlay,
  animation: `${fadeIn} ${vars.duration.normal} ${vars.easing.standard}`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

/** Shared panel look for Dialog and Drawer. */
export const panel = style({
  position: 'fixed',
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.fontFamily.sans,
  outline: 'none',
});

export const content = style([
  panel,
  {
    top: '50%',
    // Centred by left 50% and translate(-50%): the same in both directions, so physical on purpose.
    left: '50%',
    transform: 'translate(-50%, -50%)',
    width: `min(${vars.size.dialog}, calc(100vw - 2 * ${vars.space['4']}))`,
    maxHeight: `calc(100vh - 2 * ${vars.space['8']})`,
    borderRadius: vars.radius.xl,
    border: `${vars.size.hairline} solid ${vars.color.border}`,
    animation: `${popIn} ${vars.duration.normal} ${vars.easing.enter}`,
    '@media': { [media.reducedMotion]: { animation: 'none' } },
  },
]);

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  paddingBlock: `${vars.space['5']} ${vars.space['4']}`,
  paddingInline: `${vars.space['6']} ${vars.space['5']}`,
});

export const headings = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1.5'], flex: 1, minWidth: 0, paddingBlockStart: vars.space['1'] });

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  letterSpacing: vars.letterSpacing.tight,
});

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: `0 ${vars.space['6']} ${vars.space['6']}`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  padding: `${vars.space['4']} ${vars.space['6']}`,
  borderTop: `${vars.size.hairline} solid ${vars.color.border}`,
});

globalStyle(`${body}:has(+ ${footer})`, { paddingBlockEnd: vars.space['4'] });
