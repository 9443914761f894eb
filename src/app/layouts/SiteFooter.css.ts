import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  marginBlockStart: vars.space['8'],
  paddingBlock: vars.space['5'],
  paddingInline: vars.space['5'],
  borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
