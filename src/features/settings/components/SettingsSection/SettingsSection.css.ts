import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const page = style({ display: 'grid', gap: vars.space['8'], width: '100%', maxWidth: vars.size.content, paddingBlock: vars.space['2'] });
export const heading = style({ margin: 0, fontFamily: vars.fontFamily.serif, fontSize: vars.fontSize['3xl'], color: vars.color.text });
