import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../tokens';

/** The keyboard focus ring: spread into a `style()` of any interactive element. */
export const focusRing: StyleRule = {
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusOffset,
    },
  },
};

/** Focus ring drawn inside the box (for elements that sit flush in a clipping container). */
export const focusRingInset: StyleRule = {
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
    },
  },
};

/** Ring for a wrapper whose inner input has focus (text fields). */
export const focusWithinRing: StyleRule = {
  selectors: {
    '&:focus-within': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
    },
  },
};
