import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const margin = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space['2'], inlineSize: '100%' });
export const toggle = style({ alignSelf: 'flex-start' });
export const list = style({ position: 'relative', listStyle: 'none', margin: 0, padding: 0 });
export const item = style({
  position: 'absolute',
  insetInline: 0,
  transitionProperty: 'inset-block-start',
  transitionDuration: vars.duration.normal,
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: vars.duration.instant } },
});
