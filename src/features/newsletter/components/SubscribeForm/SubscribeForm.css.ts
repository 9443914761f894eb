import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const box = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  // The page may jump here from the author's menu: keep the heading clear of a sticky header.
  scrollMarginBlockStart: vars.space['16'],
});
export const heading = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' });
export const lead = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space['2'] });
export const field = style({ flex: '1 1 14rem', minWidth: 0 });
export const answer = style({ display: 'grid', gap: vars.space['3'], justifyItems: 'start' });
