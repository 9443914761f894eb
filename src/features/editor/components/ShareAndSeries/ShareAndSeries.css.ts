import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const section = style({ display: 'grid', gap: vars.space['3'], paddingBlock: vars.space['2'] });
export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const url = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], fontFamily: vars.fontFamily.mono, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
