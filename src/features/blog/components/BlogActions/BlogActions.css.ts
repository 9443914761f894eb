import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  // An author's bar (Share, Save, Edit, comments, likes) is wider than a phone: it wraps, not overflows.
  flexWrap: 'wrap',
  gap: vars.space['3'],
  paddingBlock: vars.space['2'],
  borderBlock: `${vars.size.hairline} solid ${vars.color.border}`,
});
export const group = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'] });
export const count = style({ fontVariantNumeric: 'tabular-nums', minWidth: '1ch' });
export const liked = style({ color: vars.color.danger.text });
export const likedIcon = style({ fill: 'currentColor' });
/** Boosts: a count, not a button (they are made elsewhere), set like the buttons beside it. */
export const shares = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  paddingInline: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
globalStyle(`${shares} svg`, { width: vars.size.iconSm, height: vars.size.iconSm });
