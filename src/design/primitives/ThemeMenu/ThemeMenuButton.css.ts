import { globalStyle, style } from '@vanilla-extract/css';

// The trigger's icon shows the choice on <html> (set before first paint), not React's state: a page
// the server drew is hydrated with the default choice whatever the reader's, and its icon must not
// show another one meanwhile. Without the attribute (no script ran) the choice is system.
export const light = style({});
export const dark = style({});
export const system = style({});
globalStyle(`:root:not([data-theme-preference="light"]) ${light}`, { display: 'none' });
globalStyle(`:root:not([data-theme-preference="dark"]) ${dark}`, { display: 'none' });
globalStyle(`:root[data-theme-preference="light"] ${system}, :root[data-theme-preference="dark"] ${system}`, { display: 'none' });
