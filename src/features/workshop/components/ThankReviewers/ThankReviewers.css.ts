import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';
import { focusRing, leftToRightRun } from '@/design/styles';

export const box = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const reminder = style({
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'flex-start',
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent.soft,
  color: vars.color.accent.text,
  fontSize: vars.fontSize.sm,
});
export const icon = style({ flexShrink: 0, inlineSize: vars.size.iconMd, blockSize: vars.size.iconMd });
export const fieldset = style({ border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });
export const legend = style({ padding: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], minBlockSize: vars.size.controlSm, fontSize: vars.fontSize.sm, cursor: 'pointer', minWidth: 0 });
export const check = style([focusRing, { inlineSize: vars.size.iconSm, blockSize: vars.size.iconSm, accentColor: vars.color.accent.solid, margin: 0, flexShrink: 0 }]);
export const name = style({ color: vars.color.text, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
// "@name" is a Latin handle: kept in its own left-to-right run, so Arabic does not move the @ to its end.
export const username = style({ ...leftToRightRun, color: vars.color.textMuted, fontSize: vars.fontSize.xs });
