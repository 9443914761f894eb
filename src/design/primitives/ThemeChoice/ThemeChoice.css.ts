import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const fieldset = style({ border: 'none', margin: 0, padding: 0, minInlineSize: 0 });

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space['2'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

// A native radio inside each option: the browser keeps its keyboard (arrow keys move and choose),
// form and screen-reader behaviour; the option around it shows the state.
export const option = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minBlockSize: vars.size.controlMd,
  paddingInline: vars.space['3'],
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast} ${vars.easing.standard}, border-color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&:has(input:checked)': { borderColor: vars.color.accent.border, backgroundColor: vars.color.accent.soft, color: vars.color.accent.text },
    '&:has(input:focus-visible)': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: vars.size.focusOffset },
  },
});
globalStyle(`${option} svg`, { inlineSize: vars.size.iconSm, blockSize: vars.size.iconSm, flexShrink: 0 });
