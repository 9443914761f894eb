import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const compact = style({ paddingBlock: vars.space['6'], marginBlock: vars.space['2'] });
