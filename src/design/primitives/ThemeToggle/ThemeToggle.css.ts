import { globalStyle, style } from '@vanilla-extract/css';

// The icon follows the theme on screen (body data-theme), not React's state: a page the server drew
// is hydrated as light whatever the reader's theme, and its icon must not show the other one meanwhile.
export const moon = style({});
export const sun = style({});
globalStyle(`body[data-theme="dark"] ${moon}, body:not([data-theme="dark"]) ${sun}`, { display: 'none' });
