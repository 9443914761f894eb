import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const hint = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const status = style({ margin: 0, color: vars.color.text });
export const report = style({ margin: 0, paddingInlineStart: vars.space[5], color: vars.color.text });
