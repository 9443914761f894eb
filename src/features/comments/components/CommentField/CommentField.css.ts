import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
export const textarea = style({
  width: '100%',
  minHeight: vars.size.textareaMin,
  resize: 'vertical',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.fontFamily.sans,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
  selectors: {
    '&:focus-visible': { borderColor: vars.color.focusRing, boxShadow: `0 0 0 1px ${vars.color.focusRing}` },
  },
});
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space['2'] });
