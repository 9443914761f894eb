import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const picker = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const select = style({
  height: vars.size.field,
  paddingInline: vars.space['3'],
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.fontFamily.sans,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
