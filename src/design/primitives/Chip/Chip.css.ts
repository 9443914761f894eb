import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing';
import { vars } from '../../tokens';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['0.5'],
  maxWidth: '100%',
  height: vars.size.controlSm,
  paddingInlineStart: vars.space['3'],
  paddingInlineEnd: vars.space['1'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.neutral.soft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.none,
  border: `${vars.size.hairline} solid transparent`,
  transition: `border-color ${vars.duration.fast} ${vars.easing.standard}, background-color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.neutral.softHover },
    '&[data-editing]': { backgroundColor: vars.color.surface, borderColor: vars.color.focusRing },
    '&:not([data-removable])': { paddingInlineEnd: vars.space['3'] },
  },
});

export const text = style([
  focusRing,
  {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    borderRadius: vars.radius.sm,
    cursor: 'text',
    paddingInlineEnd: vars.space['1'],
  },
]);

export const input = style({
  minWidth: vars.space['8'],
  padding: 0,
  border: 'none',
  background: 'transparent',
  fontSize: vars.fontSize.sm,
  color: 'inherit',
  outline: 'none',
  fieldSizing: 'content',
} as Parameters<typeof style>[0]);

export const remove = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.iconLg,
    height: vars.size.iconLg,
    flexShrink: 0,
    borderRadius: vars.radius.full,
    color: vars.color.textMuted,
    transition: `background-color ${vars.duration.fast} ${vars.easing.standard}, color ${vars.duration.fast} ${vars.easing.standard}`,
    selectors: {
      '&:hover': { backgroundColor: vars.color.danger.soft, color: vars.color.danger.text },
    },
  },
]);

globalStyle(`${remove} svg`, { width: vars.size.iconSm, height: vars.size.iconSm });
