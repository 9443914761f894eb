import { describe, expect, it } from 'vitest';
import { mergeBlocks } from './mergeBlocks.ts';

const p = (id: string, text: string) => ({ id, type: 'paragraph', data: { text } });
const texts = (list: { data: Record<string, unknown>; conflict?: string }[]) => list.map((b) => `${b.data.text}${b.conflict ? ` [${b.conflict}]` : ''}`);

describe('mergeBlocks (three-way, by block id)', () => {
  const base = [p('a', 'one'), p('b', 'two'), p('c', 'three')];

  it('takes a block changed on one side only from that side', () => {
    const mine = [p('a', 'ONE'), p('b', 'two'), p('c', 'three')];
    const theirs = [p('a', 'one'), p('b', 'two'), p('c', 'THREE')];
    expect(texts(mergeBlocks(base, mine, theirs))).toEqual(['ONE', 'two', 'THREE']);
  });

  it('keeps a block changed on both sides twice, theirs then mine, marked', () => {
    const mine = [p('a', 'one'), p('b', 'my two'), p('c', 'three')];
    const theirs = [p('a', 'one'), p('b', 'their two'), p('c', 'three')];
    expect(texts(mergeBlocks(base, mine, theirs))).toEqual(['one', 'their two [theirs]', 'my two [mine]', 'three']);
  });

  it('the same change on both sides is not a conflict', () => {
    const both = [p('a', 'one'), p('b', 'TWO'), p('c', 'three')];
    expect(texts(mergeBlocks(base, both, both))).toEqual(['one', 'TWO', 'three']);
  });

  it('keeps additions from both sides where they were made', () => {
    const mine = [p('a', 'one'), p('m', 'mine after one'), p('b', 'two'), p('c', 'three')];
    const theirs = [p('a', 'one'), p('b', 'two'), p('c', 'three'), p('t', 'theirs at the end')];
    expect(texts(mergeBlocks(base, mine, theirs))).toEqual(['one', 'mine after one', 'two', 'three', 'theirs at the end']);
  });

  it('a deletion on one side wins over no change; a change wins over a deletion', () => {
    const mine = [p('a', 'one'), p('c', 'three')]; // I deleted b
    const theirs = [p('a', 'one'), p('b', 'two'), p('c', 'THREE')];
    expect(texts(mergeBlocks(base, mine, theirs))).toEqual(['one', 'THREE']);
    const theirsChangedB = [p('a', 'one'), p('b', 'TWO'), p('c', 'three')];
    expect(texts(mergeBlocks(base, mine, theirsChangedB))).toEqual(['one', 'TWO', 'three']);
    const theirsDeletedC = [p('a', 'one'), p('b', 'two')];
    const mineChangedC = [p('a', 'one'), p('b', 'two'), p('c', 'my three')];
    expect(texts(mergeBlocks(base, mineChangedC, theirsDeletedC))).toEqual(['one', 'two', 'my three [mine]']);
  });

  it('without block ids, the side that changed wins whole, and both are kept when both did', () => {
    const q = (text: string) => ({ type: 'paragraph', data: { text } });
    expect(texts(mergeBlocks([q('x')], [q('x')], [q('y')]))).toEqual(['y']);
    expect(texts(mergeBlocks([q('x')], [q('z')], [q('x')]))).toEqual(['z']);
    expect(texts(mergeBlocks([q('x')], [q('z')], [q('y')]))).toEqual(['y [theirs]', 'z [mine]']);
  });
});
