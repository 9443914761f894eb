import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], listStyle: 'none', margin: 0, padding: 0 });

// One scrolling row on small screens: the nine categories never wrap into a wall of chips.
export const scroller = style({
  flexWrap: 'nowrap',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['1'],
  marginInline: `calc(-1 * ${vars.space['1']})`,
});
