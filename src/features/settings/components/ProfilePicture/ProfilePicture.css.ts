import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const picture = style({ display: 'flex', alignItems: 'center', gap: vars.space['5'], flexWrap: 'wrap' });
export const frame = style({ position: 'relative', borderRadius: vars.radius.full });
export const controls = style({ display: 'grid', gap: vars.space['2'] });
export const actions = style({ display: 'flex', gap: vars.space['3'] });
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const fileInput = style({ position: 'absolute', width: vars.size.hairline, height: vars.size.hairline, opacity: 0, pointerEvents: 'none' });
