import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';
import { focusRing } from '@/design/styles';

export const page = style({ display: 'grid', gap: vars.space['4'], width: '100%', maxWidth: vars.size.page, paddingBlock: vars.space['2'] });
export const heading = style({ margin: 0, fontFamily: vars.fontFamily.serif, fontSize: vars.fontSize['3xl'], color: vars.color.text });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });
export const entry = style({ display: 'grid', gap: vars.space['1'], paddingBlock: vars.space['4'], borderBottom: `${vars.size.hairline} solid ${vars.color.border}` });
export const title = style([focusRing, { fontFamily: vars.fontFamily.serif, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, color: vars.color.text, textDecoration: 'none', overflowWrap: 'anywhere', selectors: { '&:hover': { textDecoration: 'underline' } } }]);
export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'], margin: 0, fontSize: vars.fontSize.sm });
export const state = style({ paddingInline: vars.space['2'], borderRadius: vars.radius.full, backgroundColor: vars.color.accent.soft, color: vars.color.accent.text, fontSize: vars.fontSize.xs });
globalStyle(`${state}[data-state="read"]`, { backgroundColor: vars.color.neutral.soft, color: vars.color.neutral.text });
globalStyle(`${state}[data-state="noted"]`, { backgroundColor: vars.color.success.soft, color: vars.color.success.text });
export const count = style({ color: vars.color.textMuted });
export const more = style({ justifySelf: 'center', marginTop: vars.space['4'] });
