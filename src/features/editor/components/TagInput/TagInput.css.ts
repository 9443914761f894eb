import { style } from '@vanilla-extract/css';
import { focusRing } from '@/design/styles';
import { vars } from '@/design/tokens';

export const box = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  padding: vars.space['2'],
  minHeight: vars.size.controlLg,
  background: vars.color.surfaceSunken,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&:focus-within': { borderColor: vars.color.focusRing } },
});

export const newTag = style({
  flex: 1,
  minWidth: vars.space['20'],
  border: 0,
  outline: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  paddingInline: vars.space['2'],
  selectors: { '&::placeholder': { color: vars.color.textSubtle } },
});

export const footer = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space['3'], marginBlock: vars.space['1.5'], fontSize: vars.fontSize.xs, color: vars.color.textSubtle });

export const suggestions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['1.5'], fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const suggestion = style([
  focusRing,
  {
    border: `${vars.size.hairline} dashed ${vars.color.borderStrong}`,
    background: 'transparent',
    color: vars.color.textMuted,
    borderRadius: vars.radius.full,
    padding: `${vars.space['0.5']} ${vars.space['2.5']}`,
    font: 'inherit',
    fontSize: vars.fontSize.xs,
    cursor: 'pointer',
    selectors: { '&:hover': { color: vars.color.text, borderColor: vars.color.text } },
  },
]);

export const label = style({ display: 'block', marginBottom: vars.space['1.5'], fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const list = style({ display: 'contents', listStyle: 'none', margin: 0, padding: 0 });
