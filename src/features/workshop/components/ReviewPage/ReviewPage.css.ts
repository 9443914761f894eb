import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const page = style({ inlineSize: '100%', maxInlineSize: vars.size.content, marginInline: 'auto', paddingInline: vars.space['6'], paddingBlock: vars.space['8'], boxSizing: 'border-box' });
export const skeleton = style({ blockSize: vars.size.pageMin, inlineSize: '100%' });
