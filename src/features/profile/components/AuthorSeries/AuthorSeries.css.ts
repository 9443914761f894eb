import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['4'],
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
});
export const icon = style({ flexShrink: 0, width: vars.size.iconLg, height: vars.size.iconLg, color: vars.color.textMuted });
export const name = style({
  flex: 1,
  fontFamily: vars.fontFamily.serif,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
export const count = style({ flexShrink: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
