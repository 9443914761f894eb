import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

/** The field box, shared by TextField, PasswordField and Textarea. */
export const fieldBox = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  backgroundColor: vars.color.surfaceSunken,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  transitionProperty: 'border-color, box-shadow, background-color',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&:hover:not([data-disabled])': { borderColor: vars.color.borderStrong },
    '&:focus-within, &:focus-within:hover': {
      borderColor: vars.color.focusRing,
      backgroundColor: vars.color.surface,
      boxShadow: `0 0 0 ${vars.size.hairline} ${vars.color.focusRing}`,
    },
    '&[data-invalid]': { borderColor: vars.color.danger.solid },
    '&[data-invalid]:focus-within': { boxShadow: `0 0 0 ${vars.size.hairline} ${vars.color.danger.solid}` },
    '&[data-disabled]': { opacity: vars.opacity.disabled, cursor: 'not-allowed' },
  },
});

export const root = style([fieldBox, { height: vars.size.field }]);

export const input = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  paddingInline: vars.space['3'],
  backgroundColor: 'transparent',
  border: 'none',
  borderRadius: 'inherit',
  fontFamily: vars.fontFamily.sans,
  // 16px: smaller text makes iOS Safari zoom into the field.
  fontSize: vars.fontSize.md,
  color: 'inherit',
  selectors: {
    // The box draws the focus ring (focus-within), so the input itself does not.
    '&:focus, &:focus-visible': { outline: 'none' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const withIcon = style({ paddingInlineStart: vars.space['10'] });

export const icon = style({
  position: 'absolute',
  insetInlineStart: vars.space['3'],
  display: 'inline-flex',
  color: vars.color.textSubtle,
  pointerEvents: 'none',
});

globalStyle(`${icon} svg`, { width: vars.size.iconMd, height: vars.size.iconMd });

export const end = style({ display: 'inline-flex', alignItems: 'center', paddingInlineEnd: vars.space['1'] });
