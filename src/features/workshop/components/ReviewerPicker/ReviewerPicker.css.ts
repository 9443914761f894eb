import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const picker = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], minWidth: 0, paddingBlock: vars.space['1'] });
export const who = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1, lineHeight: vars.lineHeight.snug });
export const name = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const username = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const heading = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const state = style({ flexShrink: 0, fontSize: vars.fontSize.xs, paddingInline: vars.space['2'], paddingBlock: vars.space['0.5'], borderRadius: vars.radius.full, backgroundColor: vars.color.neutral.soft, color: vars.color.neutral.text });
globalStyle(`${state}[data-state="read"]`, { backgroundColor: vars.color.accent.soft, color: vars.color.accent.text });
globalStyle(`${state}[data-state="noted"]`, { backgroundColor: vars.color.success.soft, color: vars.color.success.text });
