import { style } from '@vanilla-extract/css';
import { media, vars } from '@/design/tokens';
import { focusRing, leftToRightRun } from '@/design/styles';

export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space['6'],
  alignItems: 'center',
  paddingBlock: vars.space['6'],
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
  '@media': { [media.small]: { gap: vars.space['4'], paddingBlock: vars.space['5'] } },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], minWidth: 0 });

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const avatar = style({
  width: vars.size.avatarXs,
  height: vars.size.avatarXs,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  flexShrink: 0,
  backgroundColor: vars.color.surfaceSunken,
});

export const name = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
export const username = style({
  ...leftToRightRun,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  minWidth: 0,
  '@media': { [media.small]: { display: 'none' } },
});
export const date = style({ whiteSpace: 'nowrap', flexShrink: 0 });

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
  letterSpacing: vars.letterSpacing.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  '@media': { [media.small]: { fontSize: vars.fontSize.lg } },
});

// The title's link covers the whole card, so the card is one tab stop and one click target.
export const link = style([
  focusRing,
  {
    color: 'inherit',
    textDecoration: 'none',
    selectors: {
      '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
      '&:focus-visible': { outline: 'none' },
      '&:focus-visible::after': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: vars.size.focusOffset },
      [`${card}:hover &`]: { textDecoration: 'underline', textDecorationThickness: vars.size.hairline, textUnderlineOffset: '0.15em' },
    },
  },
]);

/** Muted text of at most two lines: the description and a search's passage of the text. */
const twoMutedLines = style({
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const description = style([
  twoMutedLines,
  { fontFamily: vars.fontFamily.serif, fontSize: vars.fontSize.md, '@media': { [media.small]: { display: 'none' } } },
]);

/** A search's passage of the text: smaller than the description. */
export const snippet = style([twoMutedLines, { fontSize: vars.fontSize.sm }]);

export const mark = style({
  backgroundColor: vars.color.accent.soft,
  color: vars.color.accent.text,
  borderRadius: vars.radius.sm,
  paddingInline: '0.1em',
});

export const footer = style({ display: 'flex', alignItems: 'center', gap: vars.space['4'], fontSize: vars.fontSize.sm, color: vars.color.textMuted, marginTop: vars.space['1'] });

export const tag = style({
  display: 'inline-block',
  maxWidth: '12rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  paddingInline: vars.space['3'],
  paddingBlock: vars.space['1'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.neutral.soft,
  color: vars.color.neutral.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  textTransform: 'capitalize',
});

export const stat = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });
export const statIcon = style({ width: vars.size.iconSm, height: vars.size.iconSm });

export const thumb = style({
  width: '8rem',
  aspectRatio: '1 / 1',
  borderRadius: vars.radius.md,
  '@media': { [media.small]: { width: '5rem' } },
});

/* The card while it loads (BlogPostCardSkeleton): lines at the sizes of the text they stand for. */
export const skeletonText = style({ height: '0.875rem' });
export const skeletonTitle = style({ height: '1.375rem' });
export const skeletonChip = style({ height: '1.5rem', borderRadius: vars.radius.full });
export const skeletonAvatar = style({ width: vars.size.avatarXs, height: vars.size.avatarXs, borderRadius: vars.radius.full });
export const skeletonRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });
