import { style } from '@vanilla-extract/css';
import { focusWithinRing } from '@/design/styles';
import { vars } from '@/design/tokens';

export const field = style({ display: 'grid', gap: vars.space['1.5'] });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textSubtle });

export const control = style([
  focusWithinRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    minHeight: vars.size.controlLg,
    paddingInline: vars.space['3'],
    background: vars.color.surfaceSunken,
    border: `${vars.size.hairline} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    color: vars.color.text,
    transition: `border-color ${vars.duration.fast} ${vars.easing.standard}`,
    selectors: {
      '&:hover': { borderColor: vars.color.borderStrong },
      '&[data-disabled]': { opacity: vars.opacity.muted, cursor: 'not-allowed' },
    },
  },
]);

export const icon = style({ flexShrink: 0, width: vars.size.iconMd, height: vars.size.iconMd, color: vars.color.textSubtle });

export const input = style({
  flex: 1,
  minWidth: 0,
  border: 0,
  outline: 'none',
  background: 'transparent',
  font: 'inherit',
  fontSize: vars.fontSize.md,
  color: 'inherit',
  paddingBlock: vars.space['2.5'],
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const textarea = style([
  input,
  { resize: 'vertical', minHeight: vars.size.textareaMin, lineHeight: vars.lineHeight.normal },
]);

export const toggle = style({ marginInlineEnd: `calc(-1 * ${vars.space['2']})` });

export const counter = style({ justifySelf: 'end', fontSize: vars.fontSize.xs, color: vars.color.textSubtle });
