import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const figure = style({ display: 'grid', gap: vars.space['1'], margin: 0, maxInlineSize: '32rem' });
export const chart = style({ display: 'block', inlineSize: '100%', blockSize: '4rem', borderBlockEnd: `${vars.size.hairline} solid ${vars.color.borderStrong}` });
export const bar = style({ fill: vars.color.accent.solid });
export const emptyBar = style({ fill: vars.color.border });
// The oldest week's date at the line's start, this week's at its end: flex follows the direction.
export const axis = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space['2'], color: vars.color.textMuted, fontSize: vars.fontSize.xs });
