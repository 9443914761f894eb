import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const wide = style({ width: vars.size.content, maxWidth: '100%', aspectRatio: '16 / 9', borderRadius: vars.radius.lg });
