import { describe, expect, it } from 'vitest';
import { diffBlocks } from './diffBlocks.ts';

const p = (id: string | undefined, text: string) => ({ ...(id ? { id } : {}), type: 'paragraph', data: { text } });
const show = (list: { block: { data: Record<string, unknown> }; change: string }[]) => list.map((d) => `${d.change} ${d.block.data.text}`);

describe('diffBlocks (a revision against the current blocks)', () => {
  it('marks changed, added and removed blocks by id, in the revision’s order', () => {
    const current = [p('a', 'intro'), p('b', 'middle now'), p('c', 'new ending')];
    const revision = [p('a', 'intro'), p('b', 'middle then'), p('d', 'old aside')];
    expect(show(diffBlocks(current, revision))).toEqual(['same intro', 'changed middle then', 'removed new ending', 'added old aside']);
  });

  it('a removed block sits after the block that precedes it in the current version', () => {
    const current = [p('a', 'one'), p('x', 'inserted later'), p('b', 'two')];
    const revision = [p('a', 'one'), p('b', 'two')];
    expect(show(diffBlocks(current, revision))).toEqual(['same one', 'removed inserted later', 'same two']);
  });

  it('matches blocks without ids by their content', () => {
    const current = [p(undefined, 'kept'), p(undefined, 'only now')];
    const revision = [p(undefined, 'kept'), p(undefined, 'only then')];
    expect(show(diffBlocks(current, revision))).toEqual(['same kept', 'removed only now', 'added only then']);
  });
});
