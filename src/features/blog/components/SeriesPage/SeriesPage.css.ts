import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const page = style({ display: 'grid', gap: vars.space['4'], width: '100%', maxWidth: `calc(${vars.size.content} + 2 * ${vars.space['6']})`, marginInline: 'auto', paddingInline: vars.space['6'], paddingBlock: vars.space['8'], boxSizing: 'border-box' });
export const heading = style({ margin: 0, fontFamily: vars.fontFamily.serif, fontSize: vars.fontSize['3xl'], color: vars.color.text });
export const by = style({ margin: 0, color: vars.color.textMuted });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', counterReset: 'part' });
export const part = style({ display: 'grid', gap: vars.space['1'] });
export const number = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, marginBlockStart: vars.space['4'] });
