import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const url = style({ fontFamily: vars.fontFamily.mono, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
