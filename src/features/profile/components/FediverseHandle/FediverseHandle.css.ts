import { style } from '@vanilla-extract/css';
import { leftToRightRun } from '@/design/styles';
import { vars } from '@/design/tokens';

export const line = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['1'], fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const label = style({ color: vars.color.textMuted });
// A handle reads left to right in every language (an Arabic page would move its @ to the end).
export const handle = style({ ...leftToRightRun, fontFamily: vars.fontFamily.mono, color: vars.color.text, overflowWrap: 'anywhere' });
