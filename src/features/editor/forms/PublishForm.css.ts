import { style } from '@vanilla-extract/css';
import { media, vars } from '@/design/tokens';

export const page = style({
  position: 'relative',
  maxWidth: vars.size.page,
  marginInline: 'auto',
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  alignItems: 'center',
  gap: vars.space['12'],
  padding: `${vars.space['16']} ${vars.space['8']}`,
  '@media': { [media.medium]: { gridTemplateColumns: '1fr', alignItems: 'start', gap: vars.space['8'], padding: `${vars.space['16']} ${vars.space['4']} ${vars.space['10']}` } },
});

export const close = style({ position: 'absolute', top: vars.space['4'], insetInlineEnd: vars.space['4'] });

export const previewLabel = style({ margin: `0 0 ${vars.space['3']}`, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted, textTransform: 'uppercase', letterSpacing: vars.letterSpacing.wide });

export const previewBanner = style({ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: vars.radius.lg, background: vars.color.surfaceSunken, display: 'block' });

export const previewTitle = style({ margin: `${vars.space['4']} 0 ${vars.space['2']}`, fontFamily: vars.fontFamily.serif, fontSize: vars.fontSize['3xl'], lineHeight: vars.lineHeight.tight, color: vars.color.text, overflowWrap: 'anywhere' });

export const previewDes = style({ margin: 0, fontFamily: vars.fontFamily.serif, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const form = style({ display: 'grid', gap: vars.space['5'] });

export const heading = style({ margin: 0, fontFamily: vars.fontFamily.serif, fontSize: vars.fontSize['2xl'], color: vars.color.text });

export const actions = style({ display: 'flex', gap: vars.space['3'], marginTop: vars.space['2'] });

export const when = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['4'], margin: 0, padding: 0, border: 'none' });
export const whenLegend = style({ marginBlockEnd: vars.space['2'], fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const whenOption = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], color: vars.color.text, fontSize: vars.fontSize.sm, cursor: 'pointer' });
