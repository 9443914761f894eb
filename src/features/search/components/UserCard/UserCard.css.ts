import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';
import { focusRing, leftToRightRun } from '@/design/styles';

export const card = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['2'],
  marginInline: `calc(-1 * ${vars.space['2']})`,
  borderRadius: vars.radius.md,
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceHover } },
});
export const who = style({ display: 'flex', flexDirection: 'column', minWidth: 0, lineHeight: vars.lineHeight.snug });
export const name = style({ fontWeight: vars.fontWeight.semibold, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const username = style({ ...leftToRightRun, fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const link = style([
  focusRing,
  {
    color: vars.color.text,
    textDecoration: 'none',
    selectors: {
      '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
      '&:focus-visible': { outline: 'none' },
      '&:focus-visible::after': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: vars.size.focusOffset },
    },
  },
]);
