import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '../../tokens';
import { panel } from '../Dialog/Dialog.css';
import { inlineSign } from '../../styles/direction.css';

const fromInlineEnd = keyframes({ from: { transform: `translateX(calc(${inlineSign} * ${vars.size.offscreen}))` }, to: { transform: 'none' } });
const fromBottom = keyframes({ from: { transform: `translateY(${vars.size.offscreen})` }, to: { transform: 'none' } });

// A panel at the inline end (right, or left in right-to-left) on larger screens, bottom sheet on small ones (breakpoint token `small`).
export const content = style([
  panel,
  {
    top: 0,
    insetInlineEnd: 0,
    bottom: 0,
    width: `min(${vars.size.drawer}, 100vw)`,
    borderInlineStart: `${vars.size.hairline} solid ${vars.color.border}`,
    animation: `${fromInlineEnd} ${vars.duration.slow} ${vars.easing.enter}`,
    '@media': {
      [media.small]: {
        top: 'auto',
        insetInlineStart: 0,
        width: '100%',
        maxHeight: vars.size.drawerMaxHeight,
        borderInlineStart: 'none',
        borderTop: `${vars.size.hairline} solid ${vars.color.border}`,
        borderRadius: `${vars.radius.xl} ${vars.radius.xl} 0 0`,
        animationName: fromBottom,
      },
      [media.reducedMotion]: { animation: 'none' },
    },
  },
]);

/** The grab handle shown on the bottom sheet. */
export const handle = style({
  display: 'none',
  alignSelf: 'center',
  width: vars.space['10'],
  height: vars.space['1'],
  marginBlockStart: vars.space['2'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
  '@media': { [media.small]: { display: 'block' } },
});
