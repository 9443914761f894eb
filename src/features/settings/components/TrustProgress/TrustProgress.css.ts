import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const level = style({ margin: 0, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['2'], fontSize: vars.fontSize.sm });
export const step = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['2'], color: vars.color.textMuted });
export const met = style({ color: vars.color.text });
globalStyle(`${step} svg`, { flexShrink: 0, width: vars.size.iconSm, height: vars.size.iconSm, marginBlockStart: vars.space['0.5'] });
globalStyle(`${met} svg`, { color: vars.color.success.text });
export const either = style({ listStyle: 'none', margin: 0, paddingInlineStart: vars.space['6'], display: 'grid', gap: vars.space['1'] });
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
