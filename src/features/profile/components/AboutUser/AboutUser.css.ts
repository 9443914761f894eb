import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const about = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
export const bio = style({ fontFamily: vars.fontFamily.serif, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.relaxed, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const noBio = style({ color: vars.color.textMuted, fontStyle: 'italic' });
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1'], listStyle: 'none', margin: 0, padding: 0, marginInlineStart: `calc(-1 * ${vars.space['2']})` });
export const joined = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${links} svg`, { width: vars.size.iconLg, height: vars.size.iconLg });
