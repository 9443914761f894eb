import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const select = style({
  height: vars.size.field,
  paddingInline: vars.space['3'],
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.fontFamily.sans,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const size = styleVariants({
  sm: { fontSize: vars.fontSize.sm },
  md: { fontSize: vars.fontSize.md },
});

export const width = styleVariants({
  auto: {},
  full: { width: '100%' },
});
