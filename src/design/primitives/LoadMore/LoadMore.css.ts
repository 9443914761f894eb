import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const row = style({ display: 'flex', justifyContent: 'center', paddingBlock: vars.space['6'] });
