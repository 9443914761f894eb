import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';
import { focusRing } from '@/design/styles';

export const item = style({ position: 'relative', display: 'flex', gap: vars.space['4'], alignItems: 'flex-start', paddingBlock: vars.space['3'] });

export const index = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.none,
  color: vars.color.textSubtle,
  fontVariantNumeric: 'tabular-nums',
  minWidth: '2.5rem',
});

export const body = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space['1.5'], minWidth: 0 });
export const meta = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], fontSize: vars.fontSize.sm, color: vars.color.textMuted, minWidth: 0 });
export const name = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
export const link = style([
  focusRing,
  {
    color: vars.color.text,
    textDecoration: 'none',
    selectors: {
      '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
      '&:focus-visible': { outline: 'none' },
      '&:focus-visible::after': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: vars.size.focusOffset },
      [`${item}:hover &`]: { textDecoration: 'underline' },
    },
  },
]);

/* The item while it loads (TrendingBlogItemSkeleton). */
export const skeletonIndex = style({ width: '2.5rem', height: vars.fontSize['3xl'], flexShrink: 0 });
export const skeletonText = style({ height: '0.875rem' });
export const skeletonAvatar = style({ width: vars.size.avatarXs, height: vars.size.avatarXs, borderRadius: vars.radius.full });
export const skeletonRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });
