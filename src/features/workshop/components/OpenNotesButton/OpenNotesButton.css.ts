import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const count = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.medium });
