import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { themes } from './palette';
import { scales } from './scales';

const nullTone = { solid: null, solidHover: null, onSolid: null, soft: null, softHover: null, text: null, border: null };

/** The one colour contract: both themes implement it; components read only these variables. */
export const themeVars = createThemeContract({
  colorScheme: null,
  color: {
    canvas: null,
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    surfaceHover: null,
    overlay: null,
    text: null,
    textMuted: null,
    textSubtle: null,
    textInverse: null,
    border: null,
    borderStrong: null,
    focusRing: null,
    selection: null,
    accent: nullTone,
    neutral: nullTone,
    danger: nullTone,
    success: { soft: null, text: null, border: null },
    skeleton: { base: null, highlight: null },
    code: { keyword: null, string: null, number: null, comment: null, title: null, type: null, variable: null },
  },
  shadow: { sm: null, md: null, lg: null },
});

// Radix portals and toasts render into <body>, so the themes live on body and reach them too.
// Light is also the default on :root so anything outside body (and a body without the attribute)
// gets a complete theme.
createGlobalTheme(':root, body[data-theme="light"]', themeVars, themes.light);
createGlobalTheme('body[data-theme="dark"]', themeVars, themes.dark);

/** Static scales, as CSS variables on :root. */
export const scaleVars = createGlobalTheme(':root', scales);
