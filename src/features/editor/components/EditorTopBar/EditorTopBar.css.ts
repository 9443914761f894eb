import { style } from '@vanilla-extract/css';
import { media, vars } from '@/design/tokens';

/* ---------- Top bar ---------- */

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  height: vars.space['16'],
  paddingInline: `max(${vars.space['4']}, calc((100% - ${vars.size.page}) / 2))`,
  background: vars.color.canvas,
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
  // On a phone the actions keep the first row; the title and the save status get a row of their own.
  '@media': { [media.small]: { flexWrap: 'wrap', height: 'auto', rowGap: vars.space['1'], columnGap: vars.space['1'], paddingBlock: vars.space['2'] } },
});

export const barHeading = style({ flex: 1, minWidth: 0, display: 'grid', alignContent: 'center', '@media': { [media.small]: { order: 3, flexBasis: '100%' } } });

export const barTitle = style({
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const barLeading = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'], flexShrink: 0 });

// On a phone the actions flow into the bar's rows beside the logo and undo (display: contents): with
// the notes' count, History and Share beside Publish and Save Draft they are wider than 375 px as one
// block (Spanish's "Guardar borrador" most), and ran off the screen.
export const barActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexShrink: 0,
  '@media': { [media.small]: { display: 'contents' } },
});

/* ---------- Writing surface ---------- */

export const statusRow = style({ display: 'flex', alignItems: 'baseline', gap: vars.space['3'], minWidth: 0 });
