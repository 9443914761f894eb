import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const note = style({
  display: 'inline-flex',
  // Its own width in a column of blocks (the blog's article), not the column's.
  alignSelf: 'flex-start',
  justifySelf: 'start',
  alignItems: 'center',
  gap: vars.space['1'],
  paddingInline: vars.space['2'],
  paddingBlock: vars.space['0.5'],
  borderRadius: vars.radius.full,
  border: `${vars.size.hairline} solid ${vars.color.accent.border}`,
  background: vars.color.accent.soft,
  color: vars.color.accent.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  whiteSpace: 'normal',
});

export const icon = style({ flexShrink: 0, width: '1em', height: '1em' });
