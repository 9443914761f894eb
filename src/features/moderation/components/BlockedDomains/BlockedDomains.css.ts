import { style } from '@vanilla-extract/css';
import { leftToRightRun } from '@/design/styles';
import { vars } from '@/design/tokens';

export const hint = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
// A server's name reads left to right in every language.
export const domain = style({ ...leftToRightRun, fontFamily: vars.fontFamily.mono, overflowWrap: 'anywhere' });
