import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const notice = style({
  margin: 0,
  marginBlockEnd: vars.space['4'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.accent.border}`,
  background: vars.color.accent.soft,
  color: vars.color.accent.text,
  fontSize: vars.fontSize.sm,
});
