/**
 * Static scales: the same in both themes. Like the palette, the values live in plain objects so
 * that the Tokens docs page renders them from the source.
 */
export const space = {
  '0': '0',
  '0.5': '0.125rem',
  '1': '0.25rem',
  '1.5': '0.375rem',
  '2': '0.5rem',
  '2.5': '0.625rem',
  '3': '0.75rem',
  '4': '1rem',
  '5': '1.25rem',
  '6': '1.5rem',
  '8': '2rem',
  '10': '2.5rem',
  '12': '3rem',
  '16': '4rem',
  '20': '5rem',
};

export const radius = {
  none: '0',
  sm: '0.25rem',
  md: '0.5rem',
  lg: '0.75rem',
  xl: '1rem',
  full: '9999px',
};

export const fontFamily = {
  /** Interface: navigation, controls, metadata. */
  sans: "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  /** Reading and writing: blog titles and bodies, the editor. */
  serif: "Gelasio, Georgia, Cambria, 'Times New Roman', serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
};

export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
  '5xl': '3rem',
};

/** Only the weights whose font files we ship (styles/fonts.ts). */
export const fontWeight = {
  regular: '400',
  medium: '500',
  semibold: '600',
  bold: '700',
};

export const lineHeight = {
  none: '1',
  tight: '1.2',
  snug: '1.35',
  normal: '1.5',
  relaxed: '1.7',
};

export const letterSpacing = {
  tighter: '-0.025em',
  tight: '-0.012em',
  normal: '0',
  wide: '0.04em',
};

export const duration = {
  instant: '0ms',
  fast: '120ms',
  normal: '200ms',
  slow: '320ms',
  spin: '800ms',
  shimmer: '1600ms',
};

export const easing = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  enter: 'cubic-bezier(0.16, 1, 0.3, 1)',
  exit: 'cubic-bezier(0.4, 0, 1, 1)',
  linear: 'linear',
};

export const zIndex = {
  base: '0',
  raised: '1',
  sticky: '100',
  dropdown: '1000',
  overlay: '1100',
  modal: '1200',
  /** Menus: above a modal, for a menu opened inside a dialog or drawer (a comment's menu). */
  popover: '1250',
  toast: '1300',
};

/** Component dimensions that are not spacing. */
export const size = {
  hairline: '1px',
  focusRing: '2px',
  focusOffset: '2px',
  indicator: '2px',
  controlSm: '2rem',
  controlMd: '2.5rem',
  controlLg: '3rem',
  /** Height of text fields. */
  field: '2.75rem',
  iconSm: '1rem',
  iconMd: '1.125rem',
  iconLg: '1.25rem',
  avatarXs: '1.5rem',
  avatarSm: '2rem',
  avatarMd: '2.5rem',
  avatarLg: '3.5rem',
  avatarXl: '6rem',
  menuMin: '12rem',
  dialog: '30rem',
  drawer: '26rem',
  drawerMaxHeight: '85vh',
  /** Toasts are at most 350 px wide (SPEC.md section 9). */
  toast: '350px',
  /** Reading and editor column: 650 px (SPEC.md). */
  content: '650px',
  page: '75rem',
  /** Minimum height of a full-page message (not found, errors). */
  pageMin: '60vh',
  textareaMin: '6rem',
  /** Drawers slide from beyond their own edge. */
  offscreen: '100%',
  logoSm: '1.25rem',
  logoMd: '1.75rem',
  logoLg: '2.5rem',
};

export const opacity = {
  disabled: '0.5',
  muted: '0.7',
};

/** Breakpoints in px (media queries cannot read CSS variables, so these stay plain numbers). */
export const breakpoints = {
  /** Editor switches to its mobile layout (SPEC.md). */
  editorMobile: 650,
  /** Small screens: navbar collapses, drawers come from the bottom. */
  small: 768,
  medium: 1024,
};

export const media = {
  editorMobile: `screen and (max-width: ${breakpoints.editorMobile}px)`,
  small: `screen and (max-width: ${breakpoints.small}px)`,
  aboveSmall: `screen and (min-width: ${breakpoints.small + 1}px)`,
  medium: `screen and (max-width: ${breakpoints.medium}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
};

export const scales = {
  space,
  radius,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  letterSpacing,
  duration,
  easing,
  zIndex,
  size,
  opacity,
};
