import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const rule = style({ border: 0, height: vars.size.hairline, background: vars.color.border, margin: 0, width: '100%' });
