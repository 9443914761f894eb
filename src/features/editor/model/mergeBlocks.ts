import type { EditorBlock } from '@/contract';

/** A block of a merge, marked when both sides changed it (the writer picks one and deletes the other). */
export interface MergedBlock extends EditorBlock {
  conflict?: 'mine' | 'theirs';
}

const same = (a: EditorBlock | undefined, b: EditorBlock | undefined) => JSON.stringify(a?.data) === JSON.stringify(b?.data) && a?.type === b?.type;

/**
 * A three-way merge of Editor.js blocks by block id: `base` is what both sides started from. A block
 * changed (or added, or deleted) on one side only is taken from that side; a block changed on both
 * is kept twice, theirs then mine, each marked. Blocks without ids cannot be matched: then the
 * side that changed the document wins whole, and both when both did. The order follows theirs, with
 * my new blocks after the block they follow in mine.
 */
export function mergeBlocks(base: EditorBlock[], mine: EditorBlock[], theirs: EditorBlock[]): MergedBlock[] {
  if (![...base, ...mine, ...theirs].every((b) => b.id)) {
    const mineChanged = JSON.stringify(mine) !== JSON.stringify(base);
    const theirsChanged = JSON.stringify(theirs) !== JSON.stringify(base);
    if (!mineChanged) return theirs;
    if (!theirsChanged) return mine;
    return [...theirs.map((b) => ({ ...b, conflict: 'theirs' as const })), ...mine.map((b) => ({ ...b, conflict: 'mine' as const }))];
  }
  const byId = (list: EditorBlock[]) => new Map(list.map((b) => [b.id!, b]));
  const b0 = byId(base);
  const m = byId(mine);
  const t = byId(theirs);
  const out: MergedBlock[] = [];
  for (const tb of theirs) {
    const id = tb.id!;
    const bb = b0.get(id);
    const mb = m.get(id);
    if (!bb) out.push(tb); // they added it
    else if (!mb) {
      // I deleted it: gone, unless they changed it (then their change stays).
      if (!same(tb, bb)) out.push(tb);
    } else if (same(mb, bb)) out.push(tb);
    else if (same(tb, bb)) out.push(mb);
    else if (same(tb, mb)) out.push(tb);
    else out.push({ ...tb, conflict: 'theirs' }, { ...mb, id: `${id}-mine`, conflict: 'mine' });
  }
  // Blocks I changed that they deleted stay (my change is not lost); blocks I added go after the block before them in mine.
  mine.forEach((mb, i) => {
    const id = mb.id!;
    if (t.has(id)) return;
    const bb = b0.get(id);
    if (bb && same(mb, bb)) return; // they deleted it and I did not touch it
    const before = mine.slice(0, i).reverse().find((p) => out.some((o) => o.id === p.id || o.id === `${p.id}-mine`));
    const at = before ? out.findIndex((o) => o.id === before.id || o.id === `${before.id}-mine`) + 1 : 0;
    out.splice(at, 0, bb ? { ...mb, conflict: 'mine' } : mb);
  });
  return out;
}
