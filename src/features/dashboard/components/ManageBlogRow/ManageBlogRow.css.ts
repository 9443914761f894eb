import { style } from '@vanilla-extract/css';
import { focusRing } from '@/design/styles';
import { media, vars } from '@/design/tokens';

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space['5'],
  paddingBlock: vars.space['5'],
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
  '@media': { [media.small]: { gridTemplateColumns: 'auto 1fr', gap: vars.space['3'] } },
});

export const thumb = style({
  width: vars.space['20'],
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  '@media': { [media.small]: { width: vars.space['16'] } },
});

export const index = style({
  fontFamily: vars.fontFamily.serif,
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textSubtle,
  lineHeight: vars.lineHeight.none,
  minWidth: vars.space['12'],
  '@media': { [media.small]: { fontSize: vars.fontSize['2xl'], minWidth: vars.space['8'] } },
});

export const body = style({ minWidth: 0, display: 'grid', gap: vars.space['1.5'] });

export const title = style([
  focusRing,
  {
    fontFamily: vars.fontFamily.serif,
    fontSize: vars.fontSize.xl,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.snug,
    color: vars.color.text,
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    overflowWrap: 'anywhere',
    selectors: { '&:hover': { textDecoration: 'underline' } },
  },
]);

export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const des = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', gap: vars.space['2'], marginTop: vars.space['1'] });

export const stats = style({
  display: 'flex',
  gap: vars.space['6'],
  margin: 0,
  '@media': { [media.small]: { gridColumn: '1 / -1', gap: vars.space['5'] } },
});

export const stat = style({ display: 'grid', justifyItems: 'center', '@media': { [media.small]: { justifyItems: 'start' } } });

export const statValue = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, color: vars.color.text, order: 0 });

export const statLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, order: 1 });
