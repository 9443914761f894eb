import type { StyleRule } from '@vanilla-extract/css';

/**
 * For a run that reads left to right in every language (a @username, an address): spread into its
 * `style()`, so that a right-to-left line keeps it whole ("@ada", not "ada@") while a block of it
 * still lines up with its neighbours at the start.
 */
export const leftToRightRun: StyleRule = { direction: 'ltr', unicodeBidi: 'isolate', textAlign: 'match-parent' };
