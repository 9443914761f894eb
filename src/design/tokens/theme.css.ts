import { assignVars, createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
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

// The theme is on <html> from before first paint (the head's pre-paint script,
// src/design/theme/prePaint.ts) and on <body> once the app runs (SPEC.md), which Radix portals and
// toasts render into. Light is also the default on :root so anything without the attribute gets a
// complete theme.
createGlobalTheme(':root, html[data-theme="light"], body[data-theme="light"]', themeVars, themes.light);
createGlobalTheme('html[data-theme="dark"], body[data-theme="dark"]', themeVars, themes.dark);
// No script ran (JavaScript off): the device's setting decides, as the default choice, system, would.
globalStyle(':root:not([data-theme])', { '@media': { '(prefers-color-scheme: dark)': { vars: assignVars(themeVars, themes.dark) } } });

/** Static scales, as CSS variables on :root. */
export const scaleVars = createGlobalTheme(':root', scales);
