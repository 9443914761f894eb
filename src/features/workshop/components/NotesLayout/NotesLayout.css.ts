import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const layout = style({ display: 'block', inlineSize: '100%' });
export const wide = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, ${vars.size.content}) minmax(16rem, 20rem)`,
  justifyContent: 'center',
  columnGap: vars.space['8'],
  alignItems: 'start',
});
export const content = style({ minWidth: 0 });
export const margin = style({ minWidth: 0, position: 'relative' });

// The passages notes are on (the CSS Custom Highlight API; useQuoteHighlights names them).
globalStyle('::highlight(workshop-note)', { backgroundColor: vars.color.accent.soft, color: vars.color.text });
globalStyle('::highlight(workshop-note-active)', { backgroundColor: vars.color.selection, color: vars.color.text });
