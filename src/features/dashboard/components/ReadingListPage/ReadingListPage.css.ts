import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const page = style({ display: 'grid', gap: vars.space['4'], width: '100%', maxWidth: vars.size.page, paddingBlock: vars.space['2'] });
export const heading = style({ margin: 0, fontFamily: vars.fontFamily.serif, fontSize: vars.fontSize['3xl'], color: vars.color.text });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });
export const entry = style({ display: 'grid', gap: vars.space['1'], paddingBlock: vars.space['4'], borderBottom: `${vars.size.hairline} solid ${vars.color.border}` });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['2'] });
export const saved = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.sm });
export const gone = style({ margin: 0, color: vars.color.textMuted, fontFamily: vars.fontFamily.serif, fontSize: vars.fontSize.xl, textDecoration: 'line-through' });
export const goneNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const more = style({ justifySelf: 'center', marginTop: vars.space['4'] });
