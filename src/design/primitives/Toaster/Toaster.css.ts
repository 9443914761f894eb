import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

// sonner reads these custom properties; pointing them at tokens makes toasts follow the theme
// (the toaster is in <body>, under the themed variables).
// The selector repeats sonner's own attributes so it outranks sonner's built-in light/dark values.
export const toaster = style({
  fontFamily: vars.fontFamily.sans,
  selectors: {
    '&[data-sonner-toaster][data-sonner-theme]': {
      vars: {
    '--width': vars.size.toast,
    '--border-radius': vars.radius.lg,
    '--normal-bg': vars.color.surfaceRaised,
    '--normal-bg-hover': vars.color.surfaceHover,
    '--normal-border': vars.color.border,
    '--normal-border-hover': vars.color.borderStrong,
    '--normal-text': vars.color.text,
    '--success-bg': vars.color.success.soft,
    '--success-border': vars.color.success.border,
    '--success-text': vars.color.success.text,
    '--info-bg': vars.color.accent.soft,
    '--info-border': vars.color.accent.border,
    '--info-text': vars.color.accent.text,
    '--warning-bg': vars.color.surfaceRaised,
    '--warning-border': vars.color.danger.border,
    '--warning-text': vars.color.text,
    '--error-bg': vars.color.danger.soft,
    '--error-border': vars.color.danger.border,
    '--error-text': vars.color.danger.text,
    '--z-index': vars.zIndex.toast,
      },
    },
  },
});

export const toast = style({
  fontFamily: vars.fontFamily.sans,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  boxShadow: vars.shadow.md,
  maxWidth: vars.size.toast,
});

export const title = style({ fontWeight: vars.fontWeight.medium });
export const description = style({ color: vars.color.textMuted });

export const actionButton = style({
  selectors: {
    [`${toast} &`]: {
      backgroundColor: vars.color.danger.solid,
      color: vars.color.danger.onSolid,
      borderRadius: vars.radius.full,
      fontWeight: vars.fontWeight.medium,
      paddingInline: vars.space['3'],
      height: vars.size.controlSm,
      fontSize: vars.fontSize.sm,
    },
  },
});

export const cancelButton = style({
  selectors: {
    [`${toast} &`]: {
      backgroundColor: vars.color.neutral.soft,
      color: vars.color.neutral.text,
      borderRadius: vars.radius.full,
      paddingInline: vars.space['3'],
      height: vars.size.controlSm,
      fontSize: vars.fontSize.sm,
    },
  },
});
