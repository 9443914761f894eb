/**
 * The Range of a quoted passage inside a block's element, found in its text (markup ignored), or
 * null when the text no longer holds it (the author rewrote that passage). Whitespace runs compare
 * as one space: the quote was taken from a selection, where the browser collapses them.
 */
export function quoteRange(block: Element, quote: string): Range | null {
  const wanted = quote.replace(/\s+/g, ' ').trim();
  if (!wanted) return null;
  const doc = block.ownerDocument;
  const walker = doc.createTreeWalker(block, NodeFilter.SHOW_TEXT);
  // The block's text with runs of whitespace collapsed, and for each kept character its node and offset.
  const at: { node: Text; offset: number }[] = [];
  let text = '';
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const value = node.data;
    for (let i = 0; i < value.length; i++) {
      const ch = /\s/.test(value[i]) ? ' ' : value[i];
      if (ch === ' ' && text.endsWith(' ')) continue;
      text += ch;
      at.push({ node, offset: i });
    }
  }
  const start = text.indexOf(wanted);
  if (start < 0) return null;
  const end = at[start + wanted.length - 1];
  const range = doc.createRange();
  range.setStart(at[start].node, at[start].offset);
  range.setEnd(end.node, end.offset + 1);
  return range;
}

/** The selection's text when it lies inside one block (the quote of a new note), else ''. */
export function selectedQuote(block: Element, selection: Selection | null): string {
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return '';
  const range = selection.getRangeAt(0);
  if (!block.contains(range.startContainer) || !block.contains(range.endContainer)) return '';
  return selection.toString().replace(/\s+/g, ' ').trim();
}
