import { style } from '@vanilla-extract/css';
import { media, vars } from '../../tokens';

export const form = style({ display: 'grid', gap: vars.space['5'] });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });
export const columns = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space['4'], '@media': { [media.small]: { gridTemplateColumns: '1fr' } } });
export const fieldset = style({ border: 0, padding: 0, margin: 0, display: 'grid', gap: vars.space['4'] });
export const legend = style({ margin: 0, marginBottom: vars.space['2'], padding: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
