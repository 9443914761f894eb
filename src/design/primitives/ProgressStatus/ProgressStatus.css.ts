import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });
export const status = style({ margin: 0, color: vars.color.text });
