/*
 * Whether plain pasted text reads as Markdown. Kept apart from the converter (markdownBlocks.ts) so
 * the paste handler can decide at once, and load the CommonMark parser only when it is needed.
 */

/** A block marker at a line's start: heading, list item, quote, fence, rule, setext underline, table delimiter row. */
const BLOCK_MARKER = /^(#{1,6}\s|\s*[-*+]\s|\s*\d{1,9}[.)]\s|>|```|~~~|(\s*[-*_]){3,}\s*$|=+\s*$|\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)+\|?\s*$)/m;
/** Inline marks: strong emphasis, a code span, a link. */
const INLINE_MARK = /\*\*[^*\n]+\*\*|`[^`\n]+`|\[[^\]\n]+\]\([^)\s]+\)/;

export function looksLikeMarkdown(text: string): boolean {
  return BLOCK_MARKER.test(text) || INLINE_MARK.test(text);
}
