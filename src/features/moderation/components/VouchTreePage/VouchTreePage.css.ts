import { style } from '@vanilla-extract/css';
import { leftToRightRun } from '@/design/styles';
import { media, vars } from '@/design/tokens';

export const search = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space['2'], flexWrap: 'wrap' });
export const sides = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['6'], '@media': { [media.small]: { gridTemplateColumns: 'minmax(0, 1fr)' } } });
export const side = style({ display: 'grid', gap: vars.space['3'], alignContent: 'start' });
export const sideTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const username = style({ ...leftToRightRun, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
