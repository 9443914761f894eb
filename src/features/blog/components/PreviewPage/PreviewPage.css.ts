import { style } from '@vanilla-extract/css';
import { media, vars } from '@/design/tokens';

export const page = style({ display: 'grid', gap: vars.space['6'], width: '100%', maxWidth: `calc(${vars.size.content} + 2 * ${vars.space['6']})`, paddingInline: vars.space['6'], boxSizing: 'border-box', marginInline: 'auto', paddingBlock: vars.space['8'], '@media': { [media.small]: { paddingBlock: vars.space['4'] } } });
export const notice = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.accent.border}`,
  background: vars.color.accent.soft,
  color: vars.color.accent.text,
  fontSize: vars.fontSize.sm,
});
export const banner = style({ width: '100%', aspectRatio: '16 / 9', borderRadius: vars.radius.lg });
export const title = style({ margin: 0, fontSize: vars.fontSize['4xl'], lineHeight: vars.lineHeight.tight, color: vars.color.text, '@media': { [media.small]: { fontSize: vars.fontSize['3xl'] } } });
export const byline = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
