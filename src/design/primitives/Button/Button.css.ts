import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing';
import { vars } from '../../tokens';

// Each tone fills these local variables; each variant reads them. 3 tones x 4 variants without
// 12 compound classes, and dark mode comes for free from the palette.
const solid = createVar();
const solidHover = createVar();
const onSolid = createVar();
const soft = createVar();
const softHover = createVar();
const toneText = createVar();
const toneBorder = createVar();

export const base = style([
  focusRing,
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    flexShrink: 0,
    border: `${vars.size.hairline} solid transparent`,
    borderRadius: vars.radius.full,
    fontFamily: vars.fontFamily.sans,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.none,
    letterSpacing: vars.letterSpacing.normal,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow, transform',
    transitionDuration: vars.duration.fast,
    transitionTimingFunction: vars.easing.standard,
    selectors: {
      '&:active:not(:disabled):not([aria-disabled="true"])': { transform: 'scale(0.98)' },
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed' },
      '&:disabled:not([aria-busy="true"]), &[aria-disabled="true"]:not([aria-busy="true"])': {
        opacity: vars.opacity.disabled,
      },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
]);

export const tone = styleVariants({
  neutral: {
    vars: {
      [solid]: vars.color.neutral.solid,
      [solidHover]: vars.color.neutral.solidHover,
      [onSolid]: vars.color.neutral.onSolid,
      [soft]: vars.color.neutral.soft,
      [softHover]: vars.color.neutral.softHover,
      [toneText]: vars.color.neutral.text,
      [toneBorder]: vars.color.neutral.border,
    },
  },
  accent: {
    vars: {
      [solid]: vars.color.accent.solid,
      [solidHover]: vars.color.accent.solidHover,
      [onSolid]: vars.color.accent.onSolid,
      [soft]: vars.color.accent.soft,
      [softHover]: vars.color.accent.softHover,
      [toneText]: vars.color.accent.text,
      [toneBorder]: vars.color.accent.border,
    },
  },
  danger: {
    vars: {
      [solid]: vars.color.danger.solid,
      [solidHover]: vars.color.danger.solidHover,
      [onSolid]: vars.color.danger.onSolid,
      [soft]: vars.color.danger.soft,
      [softHover]: vars.color.danger.softHover,
      [toneText]: vars.color.danger.text,
      [toneBorder]: vars.color.danger.border,
    },
  },
});

const enabledHover = '&:hover:not(:disabled):not([aria-disabled="true"])';

export const variant = styleVariants({
  solid: {
    backgroundColor: solid,
    color: onSolid,
    boxShadow: vars.shadow.sm,
    selectors: { [enabledHover]: { backgroundColor: solidHover } },
  },
  soft: {
    backgroundColor: soft,
    color: toneText,
    selectors: { [enabledHover]: { backgroundColor: softHover } },
  },
  outline: {
    backgroundColor: 'transparent',
    color: toneText,
    borderColor: toneBorder,
    selectors: { [enabledHover]: { backgroundColor: soft } },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: toneText,
    selectors: { [enabledHover]: { backgroundColor: soft } },
  },
});

export const size = styleVariants({
  sm: { height: vars.size.controlSm, paddingInline: vars.space['3'], fontSize: vars.fontSize.sm },
  md: { height: vars.size.controlMd, paddingInline: vars.space['5'], fontSize: vars.fontSize.sm },
  lg: { height: vars.size.controlLg, paddingInline: vars.space['6'], fontSize: vars.fontSize.md },
});

export const iconSize = styleVariants({
  sm: { width: vars.size.controlSm, height: vars.size.controlSm, padding: 0 },
  md: { width: vars.size.controlMd, height: vars.size.controlMd, padding: 0 },
  lg: { width: vars.size.controlLg, height: vars.size.controlLg, padding: 0 },
});

export const fullWidth = style({ width: '100%' });

/** Label stays in the flow (keeps the width) but is hidden while the spinner shows. */
export const content = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });
// opacity, not visibility: the hidden label must still name the button for screen readers.
export const contentHidden = style({ opacity: 0 });
export const spinner = style({ position: 'absolute', inset: 0, margin: 'auto' });

// lucide icons ship 24px attributes; size them with the control.
globalStyle(`${size.sm} svg, ${iconSize.sm} svg`, { width: vars.size.iconSm, height: vars.size.iconSm });
globalStyle(`${size.md} svg, ${iconSize.md} svg`, { width: vars.size.iconMd, height: vars.size.iconMd });
globalStyle(`${size.lg} svg, ${iconSize.lg} svg`, { width: vars.size.iconLg, height: vars.size.iconLg });
