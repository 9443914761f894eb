import { style } from '@vanilla-extract/css';
import { focusRing } from '@/design/styles';
import { vars } from '@/design/tokens';

export const body = style({ display: 'grid', gap: vars.space['4'], alignContent: 'start' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['1'] });
export const item = style([
  focusRing,
  {
    width: '100%',
    textAlign: 'start',
    display: 'grid',
    gap: vars.space['0.5'],
    padding: vars.space['3'],
    borderRadius: vars.radius.md,
    border: `${vars.size.hairline} solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    cursor: 'pointer',
    selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.accent.border, background: vars.color.accent.soft }, '&:hover': { background: vars.color.surfaceHover } },
  },
]);
export const when = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const blocks = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['2'] });
export const block = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['2'],
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  borderInlineStart: `${vars.size.indicator} solid transparent`,
  selectors: {
    '&[data-change="added"]': { borderInlineStartColor: vars.color.accent.solid, background: vars.color.accent.soft },
    '&[data-change="removed"]': { borderInlineStartColor: vars.color.danger.solid, background: vars.color.danger.soft, textDecoration: 'line-through' },
    '&[data-change="changed"]': { borderInlineStartColor: vars.color.borderStrong, background: vars.color.surfaceSunken },
  },
});
export const mark = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted, textDecoration: 'none' });
