import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const box = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.sm,
});
export const label = style({ margin: 0, color: vars.color.textMuted });
export const links = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space['3'] });
