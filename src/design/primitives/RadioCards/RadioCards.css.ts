import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing';
import { vars } from '../../tokens';

export const options = style({ display: 'grid', gap: vars.space['2'] });
export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.accent.border, background: vars.color.accent.soft },
    '&:has(input:disabled)': { cursor: 'default' },
  },
});
export const radio = style([focusRing, { marginBlockStart: vars.space['1'], accentColor: vars.color.accent.solid }]);
export const hint = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
