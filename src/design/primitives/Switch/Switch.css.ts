import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';
import { focusRing } from '../../styles/focusRing';
import { inlineSign } from '../../styles/direction.css';

export const root = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space['4'], cursor: 'pointer' });
export const text = style({ display: 'grid', gap: vars.space['1'] });
export const label = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

// A native checkbox drawn as a switch: the browser keeps its keyboard, form and screen-reader behaviour.
export const input = style([
  focusRing,
  {
    appearance: 'none',
    flexShrink: 0,
    position: 'relative',
    width: vars.space['10'],
    height: vars.space['6'],
    margin: 0,
    borderRadius: vars.radius.full,
    // The off track is a text colour: 3:1 or more against the page in both themes (WCAG 1.4.11).
    background: vars.color.textSubtle,
    cursor: 'pointer',
    transition: `background ${vars.duration.fast} ${vars.easing.standard}`,
    '::before': {
      content: '""',
      position: 'absolute',
      top: vars.space['1'],
      insetInlineStart: vars.space['1'],
      width: vars.space['4'],
      height: vars.space['4'],
      borderRadius: vars.radius.full,
      background: vars.color.surface,
      transition: `transform ${vars.duration.fast} ${vars.easing.standard}`,
    },
    selectors: {
      '&:checked': { background: vars.color.accent.solid },
      '&:checked::before': { transform: `translateX(calc(${inlineSign} * ${vars.space['4']}))`, background: vars.color.accent.onSolid },
      '&:disabled': { opacity: vars.opacity.disabled, cursor: 'not-allowed' },
    },
  },
]);
