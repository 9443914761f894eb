import { style } from '@vanilla-extract/css';
import { media, vars } from '@/design/tokens';
import { focusRing } from '@/design/styles';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'], inlineSize: '100%', maxInlineSize: vars.size.page, marginInline: 'auto', paddingInline: vars.space['6'], paddingBlock: vars.space['8'], boxSizing: 'border-box', '@media': { [media.small]: { paddingInline: vars.space['4'], paddingBlock: vars.space['4'] } } });
export const head = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], inlineSize: '100%', maxInlineSize: vars.size.content, marginInline: 'auto', marginBlockEnd: vars.space['6'], boxSizing: 'border-box' });
export const notice = style({ margin: 0, padding: vars.space['3'], borderRadius: vars.radius.md, border: `${vars.size.hairline} solid ${vars.color.accent.border}`, background: vars.color.accent.soft, color: vars.color.accent.text, fontSize: vars.fontSize.sm });
export const phoneBar = style({ display: 'none', justifyContent: 'flex-end', '@media': { [media.medium]: { display: 'flex' } } });
export const title = style({ margin: 0, fontSize: vars.fontSize['4xl'], lineHeight: vars.lineHeight.tight, color: vars.color.text, '@media': { [media.small]: { fontSize: vars.fontSize['3xl'] } } });
export const byline = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const block = style([
  focusRing,
  {
    position: 'relative',
    borderRadius: vars.radius.sm,
    marginInline: `calc(-1 * ${vars.space['2']})`,
    paddingInline: vars.space['2'],
    selectors: { '&[data-active]': { backgroundColor: vars.color.surfaceSunken } },
  },
]);
export const addButton = style({ marginBlockStart: vars.space['2'], fontFamily: vars.fontFamily.sans });
export const composer = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], marginBlockStart: vars.space['3'], padding: vars.space['3'], borderRadius: vars.radius.md, border: `${vars.size.hairline} solid ${vars.color.border}`, backgroundColor: vars.color.surface, fontFamily: vars.fontFamily.sans, fontSize: vars.fontSize.sm });
export const quote = style({ margin: 0, paddingInlineStart: vars.space['2'], borderInlineStart: `${vars.size.indicator} solid ${vars.color.accent.border}`, color: vars.color.textMuted, fontStyle: 'italic' });
