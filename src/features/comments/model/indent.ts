import { COMMENT_INDENT_PX_PER_LEVEL } from '@/contract';

/** Levels indented before replies stop moving right (small screens keep a readable column). */
export const MAX_INDENT_LEVELS = 5;

/** Indent of a reply in px: 4 per level scaled by 10 px (SPEC.md section 9), capped. */
export function indentFor(level: number, maxLevels = MAX_INDENT_LEVELS): number {
  return Math.min(level, maxLevels) * COMMENT_INDENT_PX_PER_LEVEL;
}
