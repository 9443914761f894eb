import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  background: vars.color.accent.soft,
  color: vars.color.accent.text,
  fontSize: vars.fontSize.sm,
  borderBottom: `${vars.size.hairline} solid ${vars.color.accent.border}`,
});
export const text = style({ margin: 0 });
