import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  marginBlockEnd: vars.space['4'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.accent.border}`,
  background: vars.color.accent.soft,
  color: vars.color.accent.text,
  fontSize: vars.fontSize.sm,
});

export const text = style({ flex: 1, minWidth: vars.size.menuMin, margin: 0 });
