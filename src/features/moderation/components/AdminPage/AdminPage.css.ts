import { style } from '@vanilla-extract/css';
import { media, vars } from '@/design/tokens';

export const page = style({ display: 'grid', gap: vars.space['6'], width: '100%', maxWidth: vars.size.page, paddingBlock: vars.space['2'] });
export const heading = style({ margin: 0, fontFamily: vars.fontFamily.serif, fontSize: vars.fontSize['3xl'], color: vars.color.text });
export const intro = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['3'] });
export const card = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
  '@media': { [media.small]: { padding: vars.space['4'] } },
});
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });
export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const title = style({ margin: 0, color: vars.color.text, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const quote = style({
  margin: 0,
  paddingInlineStart: vars.space['3'],
  borderInlineStart: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
export const more = style({ justifySelf: 'center' });
export const grow = style({ flex: '1 1 12rem', minWidth: 0 });
