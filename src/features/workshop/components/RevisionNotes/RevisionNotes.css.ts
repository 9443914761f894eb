import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const root = style({ display: 'grid', gap: vars.space['2'], minInlineSize: 0 });
export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
