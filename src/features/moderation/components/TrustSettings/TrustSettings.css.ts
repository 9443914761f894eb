import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });
