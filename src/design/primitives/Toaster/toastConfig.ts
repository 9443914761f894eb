/** Toast lifetimes in ms (SPEC.md section 9). Loading toasts stay until replaced or dismissed. */
export const TOAST_DURATIONS = {
  success: 2000,
  error: 4000,
  default: 4000,
  loading: Number.POSITIVE_INFINITY,
} as const;

/** At most this many toasts are on screen at once (SPEC.md section 9). */
export const TOAST_MAX_VISIBLE = 20;
