import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const block = style({ display: 'grid', gap: vars.space['3'], justifyItems: 'start' });
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, maxWidth: vars.size.content, lineHeight: vars.lineHeight.normal });
