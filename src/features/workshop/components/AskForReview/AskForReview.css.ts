import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
