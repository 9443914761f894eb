import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '../../tokens';

const enterFromTop = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space['1']})) scale(0.98)` },
  to: { opacity: 1, transform: 'none' },
});
const enterFromBottom = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space['1']}) scale(0.98)` },
  to: { opacity: 1, transform: 'none' },
});

export const content = style({
  minWidth: vars.size.menuMin,
  padding: vars.space['1.5'],
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.fontFamily.sans,
  zIndex: vars.zIndex.popover,
  transformOrigin: 'var(--radix-dropdown-menu-content-transform-origin)',
  animationDuration: vars.duration.normal,
  animationTimingFunction: vars.easing.enter,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

globalStyle(`${content}[data-state="open"][data-side="bottom"]`, { animationName: enterFromTop });
globalStyle(`${content}[data-state="open"][data-side="top"]`, { animationName: enterFromBottom });
// No exit animation on purpose: Radix keeps the panel mounted until an exit animation ends, and
// a frame that never paints (background tab, test iframe) would leave the menu open.

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2.5'],
  minHeight: vars.size.controlSm,
  paddingInline: vars.space['2.5'],
  paddingBlock: vars.space['1.5'],
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  transition: `background-color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.surfaceHover },
    '&[data-disabled]': { opacity: vars.opacity.disabled, cursor: 'not-allowed' },
    '&[data-tone="danger"]': { color: vars.color.danger.text },
    '&[data-tone="danger"][data-highlighted]': { backgroundColor: vars.color.danger.soft },
  },
});

export const itemIcon = style({ display: 'inline-flex', color: vars.color.textMuted, flexShrink: 0 });
globalStyle(`${itemIcon} svg`, { width: vars.size.iconSm, height: vars.size.iconSm });
globalStyle(`${item}[data-tone="danger"] ${itemIcon}`, { color: 'inherit' });

/** The check at the end of the chosen radio item. */
export const itemIndicator = style({ display: 'inline-flex', marginInlineStart: 'auto', paddingInlineStart: vars.space['2'], color: vars.color.accent.text });
globalStyle(`${itemIndicator} svg`, { width: vars.size.iconSm, height: vars.size.iconSm });

export const itemHint = style({ marginInlineStart: 'auto', color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const label = style({
  paddingInline: vars.space['2.5'],
  paddingBlock: vars.space['1.5'],
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const separator = style({
  height: vars.size.hairline,
  marginBlock: vars.space['1'],
  marginInline: `calc(-1 * ${vars.space['1.5']})`,
  backgroundColor: vars.color.border,
});
