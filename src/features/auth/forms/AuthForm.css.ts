import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const form = style({ display: 'grid', gap: vars.space['4'] });
export const submit = style({ marginTop: vars.space['2'] });
