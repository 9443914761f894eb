import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs, whiteSpace: 'nowrap' });
