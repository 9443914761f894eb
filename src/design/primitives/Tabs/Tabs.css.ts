import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { focusRingInset } from '../../styles/focusRing';
import { media, vars } from '../../tokens';

/** Position and width of the active tab, measured in TabsList and set inline (with data-ready="true"). */
export const indicatorX = createVar();
export const indicatorWidth = createVar();

export const root = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const list = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space['1'],
  overflowX: 'auto',
  scrollbarWidth: 'none',
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const trigger = style([
  focusRingInset,
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    flexShrink: 0,
    height: vars.size.field,
    paddingInline: vars.space['4'],
    fontFamily: vars.fontFamily.sans,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.textMuted,
    whiteSpace: 'nowrap',
    borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
    transition: `color ${vars.duration.fast} ${vars.easing.standard}, background-color ${vars.duration.fast} ${vars.easing.standard}`,
    selectors: {
      '&:hover:not([data-disabled])': { color: vars.color.text, backgroundColor: vars.color.surfaceHover },
      '&[data-state="active"]': { color: vars.color.text },
      '&[data-disabled]': { opacity: vars.opacity.disabled, cursor: 'not-allowed' },
    },
  },
]);

export const indicator = style({
  position: 'absolute',
  // Physical on purpose: the underline is moved by the active tab's offsetLeft, measured from the left
  // edge in both directions.
  left: 0,
  bottom: `calc(-1 * ${vars.size.hairline})`,
  height: vars.size.indicator,
  width: indicatorWidth,
  transform: `translateX(${indicatorX})`,
  backgroundColor: vars.color.text,
  borderRadius: vars.radius.full,
  pointerEvents: 'none',
  transitionProperty: 'transform, width',
  transitionDuration: vars.duration.slow,
  transitionTimingFunction: vars.easing.standard,
  selectors: { '&:not([data-ready="true"])': { transitionDuration: vars.duration.instant, opacity: 0 } },
  '@media': { [media.reducedMotion]: { transitionDuration: vars.duration.instant } },
});

// Until the underline has been measured (it is set by script), the active tab draws one of its own
// in the same place: a page the server drew shows which tab is open before any script has run.
globalStyle(`${list}:has(> ${indicator}:not([data-ready="true"])) ${trigger}[data-state="active"]::after`, {
  content: '""',
  position: 'absolute',
  insetInline: 0,
  bottom: `calc(-1 * ${vars.size.hairline})`,
  height: vars.size.indicator,
  backgroundColor: vars.color.text,
  borderRadius: vars.radius.full,
});

export const content = style({
  paddingBlock: vars.space['4'],
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusOffset,
      borderRadius: vars.radius.sm,
    },
  },
});
