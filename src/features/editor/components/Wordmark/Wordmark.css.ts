import { style } from '@vanilla-extract/css';
import { focusRing } from '@/design/styles';
import { media, vars } from '@/design/tokens';

/* ---------- Top bar ---------- */

export const wordmark = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    color: vars.color.text,
    textDecoration: 'none',
    fontFamily: vars.fontFamily.serif,
    fontWeight: vars.fontWeight.bold,
    fontSize: vars.fontSize.xl,
    borderRadius: vars.radius.sm,
    flexShrink: 0,
  },
]);

// Scoped under the link so these win over the Logo's own display.
export const logoFull = style({ '@media': { [media.editorMobile]: { selectors: { [`${wordmark} &`]: { display: 'none' } } } } });
export const logoMark = style({
  selectors: { [`${wordmark} &`]: { display: 'none' } },
  '@media': { [media.editorMobile]: { selectors: { [`${wordmark} &`]: { display: 'inline-flex' } } } },
});
