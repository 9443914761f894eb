/**
 * Raw colour values of both themes. The CSS variables come from these objects (theme.css.ts) and
 * so does the Tokens docs page, so a value is written once. Every text pair here passes WCAG AA
 * (4.5:1) in its own theme: text, textMuted and textSubtle on canvas, surface and surfaceSunken;
 * each tone's `text` on its `soft`; each tone's `onSolid` on its `solid`.
 */
export interface Palette {
  /** Page background. */
  canvas: string;
  /** Cards, inputs, panels. */
  surface: string;
  /** Menus, dialogs, toasts: surfaces that float above the page. */
  surfaceRaised: string;
  /** Recessed wells: filled inputs, code, table headers. */
  surfaceSunken: string;
  /** Hover wash for rows and ghost controls. */
  surfaceHover: string;
  /** Scrim behind dialogs and drawers. */
  overlay: string;
  text: string;
  textMuted: string;
  textSubtle: string;
  /** Text on an inverted (text-coloured) background. */
  textInverse: string;
  border: string;
  borderStrong: string;
  focusRing: string;
  selection: string;
  accent: Tone;
  neutral: Tone;
  danger: Tone;
  success: Pick<Tone, 'soft' | 'text' | 'border'>;
  skeleton: { base: string; highlight: string };
  /** Highlighted code (the server's highlight.js classes), each 4.5:1 on surfaceSunken and surface. */
  code: Record<'keyword' | 'string' | 'number' | 'comment' | 'title' | 'type' | 'variable', string>;
}

export interface Tone {
  solid: string;
  solidHover: string;
  onSolid: string;
  soft: string;
  softHover: string;
  text: string;
  border: string;
}

export const lightPalette: Palette = {
  canvas: '#ffffff',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#f5f5f3',
  surfaceHover: '#f1f1ee',
  overlay: 'rgba(15, 17, 21, 0.48)',
  text: '#191919',
  textMuted: '#565656',
  textSubtle: '#666666',
  textInverse: '#ffffff',
  border: '#e6e6e2',
  borderStrong: '#c9c9c3',
  focusRing: '#3b49df',
  selection: '#dfe3fc',
  accent: {
    solid: '#3b49df',
    solidHover: '#2f3cc4',
    onSolid: '#ffffff',
    soft: '#eef0fd',
    softHover: '#e0e4fb',
    text: '#3341c9',
    border: '#b9c0f5',
  },
  neutral: {
    solid: '#191919',
    solidHover: '#3a3a3a',
    onSolid: '#ffffff',
    soft: '#f1f1ee',
    softHover: '#e6e6e2',
    text: '#191919',
    border: '#c9c9c3',
  },
  danger: {
    solid: '#c62828',
    solidHover: '#a91f1f',
    onSolid: '#ffffff',
    soft: '#fdeceb',
    softHover: '#fbdcd9',
    text: '#b3261e',
    border: '#f1b5af',
  },
  success: { soft: '#e8f6ee', text: '#1a6a3a', border: '#a6dbbb' },
  skeleton: { base: '#ececea', highlight: '#f7f7f5' },
  code: { keyword: '#a626a4', string: '#367230', number: '#8a5a00', comment: '#5f6670', title: '#2f5fc4', type: '#8a5a00', variable: '#b3261e' },
};

export const darkPalette: Palette = {
  canvas: '#0f1115',
  surface: '#15181e',
  surfaceRaised: '#1b1f27',
  surfaceSunken: '#0b0d10',
  surfaceHover: '#20242d',
  overlay: 'rgba(0, 0, 0, 0.62)',
  text: '#ececec',
  textMuted: '#b2b8c2',
  textSubtle: '#9aa1ad',
  textInverse: '#0f1115',
  border: '#272b34',
  borderStrong: '#3b414d',
  focusRing: '#8b97ff',
  selection: '#2b3266',
  accent: {
    solid: '#8b97ff',
    solidHover: '#a4adff',
    onSolid: '#0f1115',
    soft: '#1e2345',
    softHover: '#282e59',
    text: '#a8b2ff',
    border: '#414b96',
  },
  neutral: {
    solid: '#ececec',
    solidHover: '#ffffff',
    onSolid: '#0f1115',
    soft: '#20242d',
    softHover: '#2a2f3a',
    text: '#ececec',
    border: '#3b414d',
  },
  danger: {
    solid: '#f87171',
    solidHover: '#fb8f8f',
    onSolid: '#0f1115',
    soft: '#2e1a1c',
    softHover: '#3b2225',
    text: '#ff8f85',
    border: '#6e3034',
  },
  success: { soft: '#13271c', text: '#7fdca1', border: '#2b5a3d' },
  skeleton: { base: '#1e2229', highlight: '#2a2f39' },
  code: { keyword: '#d59cf6', string: '#a6d189', number: '#efb073', comment: '#9aa1ad', title: '#8fb8ff', type: '#e5c07b', variable: '#f28b82' },
};

/** Elevation: colour-dependent, so it is themed with the palette. */
export interface Shadows {
  sm: string;
  md: string;
  lg: string;
}

export const lightShadows: Shadows = {
  sm: '0 1px 2px rgba(16, 24, 40, 0.06)',
  md: '0 1px 3px rgba(16, 24, 40, 0.06), 0 6px 16px rgba(16, 24, 40, 0.08)',
  lg: '0 2px 6px rgba(16, 24, 40, 0.06), 0 20px 48px rgba(16, 24, 40, 0.16)',
};

export const darkShadows: Shadows = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
  md: '0 0 0 1px rgba(255, 255, 255, 0.04), 0 8px 24px rgba(0, 0, 0, 0.5)',
  lg: '0 0 0 1px rgba(255, 255, 255, 0.05), 0 24px 64px rgba(0, 0, 0, 0.6)',
};

export const themes = {
  light: { color: lightPalette, shadow: lightShadows, colorScheme: 'light' },
  dark: { color: darkPalette, shadow: darkShadows, colorScheme: 'dark' },
} as const;
