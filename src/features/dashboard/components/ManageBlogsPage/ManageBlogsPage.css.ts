import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const page = style({ display: 'grid', gap: vars.space['6'], width: '100%', maxWidth: vars.size.page, paddingBlock: vars.space['2'] });

export const heading = style({ margin: 0, fontFamily: vars.fontFamily.serif, fontSize: vars.fontSize['3xl'], color: vars.color.text });

export const search = style({ maxWidth: vars.size.dialog });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

export const more = style({ justifySelf: 'center', marginTop: vars.space['4'] });
