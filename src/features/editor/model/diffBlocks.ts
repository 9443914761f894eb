import type { EditorBlock } from '@/contract';

export type BlockChange = 'same' | 'added' | 'removed' | 'changed';

export interface DiffedBlock {
  block: EditorBlock;
  change: BlockChange;
}

const key = (b: EditorBlock) => `${b.type}:${JSON.stringify(b.data)}`;

/**
 * How a revision differs from the current blocks, block by block, in the revision's order with the
 * blocks it lacks after their predecessor: `added` is in the revision only, `removed` in the current
 * version only, `changed` has the same id with other content. Blocks without ids are matched by
 * their content (equal blocks are the same; the rest are added or removed).
 */
export function diffBlocks(current: EditorBlock[], revision: EditorBlock[]): DiffedBlock[] {
  const out: DiffedBlock[] = [];
  const currentById = new Map(current.filter((b) => b.id).map((b) => [b.id!, b]));
  const unmatched = new Map<string, number>();
  for (const b of current) if (!b.id) unmatched.set(key(b), (unmatched.get(key(b)) ?? 0) + 1);
  const seen = new Set<EditorBlock>();
  for (const b of revision) {
    const same = b.id ? currentById.get(b.id) : undefined;
    if (same) {
      seen.add(same);
      out.push({ block: b, change: key(same) === key(b) ? 'same' : 'changed' });
    } else if (!b.id && (unmatched.get(key(b)) ?? 0) > 0) {
      unmatched.set(key(b), unmatched.get(key(b))! - 1);
      const match = current.find((c) => !c.id && !seen.has(c) && key(c) === key(b));
      if (match) seen.add(match);
      out.push({ block: b, change: 'same' });
    } else out.push({ block: b, change: 'added' });
  }
  // What only the current version has goes after the block that precedes it there.
  current.forEach((c, i) => {
    if (seen.has(c)) return;
    const before = current.slice(0, i).reverse().find((p) => seen.has(p));
    const at = before ? out.findIndex((o) => (before.id ? o.block.id === before.id : key(o.block) === key(before))) + 1 : 0;
    out.splice(at, 0, { block: c, change: 'removed' });
    seen.add(c);
  });
  return out;
}
