import { style } from '@vanilla-extract/css';
import { leftToRightRun } from '@/design/styles';
import { media, vars } from '@/design/tokens';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  '@media': { [media.small]: { alignItems: 'center', textAlign: 'center', paddingBlock: vars.space['4'] } },
});
export const names = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0, maxWidth: '100%' });
export const username = style({ ...leftToRightRun, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' });
export const fullname = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const badge = style({ alignSelf: 'flex-start', '@media': { [media.small]: { alignSelf: 'center' } } });
export const stats = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const statValue = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });
