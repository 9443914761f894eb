import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space['1'] });
