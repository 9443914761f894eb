import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const choice = style({ display: 'grid', gap: vars.space['1'] });
export const option = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], color: vars.color.text, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, cursor: 'pointer' });
export const hint = style({ paddingInlineStart: vars.space['6'], color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const test = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'], paddingInlineStart: vars.space['6'], marginBlockStart: vars.space['1'] });
export const testHint = style({ flex: '1 1 16rem', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
