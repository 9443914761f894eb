import { style } from '@vanilla-extract/css';
import { media, vars } from '@/design/tokens';

export const emptyLink = style({ color: vars.color.accent.text, fontWeight: vars.fontWeight.medium, textUnderlineOffset: '0.2em' });

/** Only on small screens, by CSS (the server's page has no width to ask). */
export const smallOnly = style({ display: 'none', '@media': { [media.small]: { display: 'block' } } });
