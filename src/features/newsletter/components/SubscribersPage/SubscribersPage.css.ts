import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const page = style({ display: 'grid', gap: vars.space['6'], width: '100%', maxWidth: vars.size.page, paddingBlock: vars.space['2'] });
export const heading = style({ fontFamily: vars.fontFamily.serif, fontSize: vars.fontSize['3xl'], color: vars.color.text });
export const count = style({ color: vars.color.textMuted });
export const tools = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space['3'] });
export const search = style({ flex: '1 1 16rem', minWidth: 0 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });
// The address and its Remove button on one line, its state and date under it: the same at every width.
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
  paddingBlock: vars.space['3'],
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
});
export const email = style({ minWidth: 0, overflowWrap: 'anywhere', fontWeight: vars.fontWeight.medium });
export const details = style({ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const state = style({
  fontSize: vars.fontSize.xs,
  paddingInline: vars.space['2'],
  paddingBlock: vars.space['0.5'],
  borderRadius: vars.radius.full,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
export const more = style({ justifySelf: 'center' });
export const importBox = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['5'],
  margin: 0,
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
});
export const legend = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const consent = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['2'], fontSize: vars.fontSize.sm, cursor: 'pointer' });
export const file = style({ position: 'relative', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });
// Hidden but focusable and in the tab order: the label (styled as a button) shows its focus.
export const fileInput = style({
  position: 'absolute',
  inlineSize: vars.size.hairline,
  blockSize: vars.size.hairline,
  margin: `calc(-1 * ${vars.size.hairline})`,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
  opacity: 0,
});
export const fileButton = style({
  cursor: 'pointer',
  selectors: {
    [`${fileInput}:focus-visible + &`]: { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: vars.size.focusOffset },
  },
});
export const fileIcon = style({ inlineSize: '1em', blockSize: '1em' });
export const fileName = style({ minWidth: 0, overflowWrap: 'anywhere', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
