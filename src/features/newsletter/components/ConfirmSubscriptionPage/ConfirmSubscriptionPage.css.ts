import { style } from '@vanilla-extract/css';
import { media, vars } from '@/design/tokens';

export const page = style({
  display: 'grid',
  placeItems: 'center',
  paddingBlock: vars.space['16'],
  paddingInline: vars.space['4'],
  '@media': { [media.small]: { placeItems: 'start center', paddingBlockStart: vars.space['8'] } },
});
export const card = style({ width: '100%', maxWidth: vars.size.dialog, display: 'grid', gap: vars.space['6'], justifyItems: 'center', textAlign: 'center' });
export const heading = style({
  fontFamily: vars.fontFamily.serif,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});
export const lead = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md });
export const text = style({ display: 'grid', gap: vars.space['2'] });
