import { scaleVars, themeVars } from './theme.css';

/**
 * Every CSS value a component uses: `vars.color.*` and `vars.shadow.*` change with the theme, the
 * rest are static scales (`vars.space`, `vars.radius`, `vars.fontSize`, `vars.duration` ...).
 */
export const vars = { ...themeVars, ...scaleVars };

export { themeVars, scaleVars };
export { themes, lightPalette, darkPalette, lightShadows, darkShadows } from './palette';
export type { Palette, Tone, Shadows } from './palette';
export { scales, breakpoints, media } from './scales';
