import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';
import { focusRing } from '@/design/styles';

export const thread = style([
  focusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2'],
    padding: vars.space['3'],
    borderRadius: vars.radius.md,
    border: `${vars.size.hairline} solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    boxShadow: vars.shadow.sm,
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.duration.fast,
    fontSize: vars.fontSize.sm,
  },
]);
export const active = style({ borderColor: vars.color.accent.border, borderInlineStartWidth: vars.size.indicator });
export const resolved = style({ backgroundColor: vars.color.surfaceSunken, boxShadow: 'none' });
export const flags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1'], fontSize: vars.fontSize.xs });
export const flag = style({ paddingInline: vars.space['1.5'], borderRadius: vars.radius.full, backgroundColor: vars.color.success.soft, color: vars.color.success.text });
export const orphan = style({ paddingInline: vars.space['1.5'], borderRadius: vars.radius.full, backgroundColor: vars.color.danger.soft, color: vars.color.danger.text });
export const quote = style({
  margin: 0,
  paddingInlineStart: vars.space['2'],
  borderInlineStart: `${vars.size.indicator} solid ${vars.color.accent.border}`,
  color: vars.color.textMuted,
  fontFamily: vars.fontFamily.serif,
  fontStyle: 'italic',
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
export const entry = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], minWidth: 0 });
export const name = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const time = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, whiteSpace: 'nowrap' });
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: vars.color.text, lineHeight: vars.lineHeight.normal });
export const replies = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['2'], paddingInlineStart: vars.space['3'], borderInlineStart: `${vars.size.hairline} solid ${vars.color.border}` });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1'], marginInlineStart: `calc(-1 * ${vars.space['2']})` });
