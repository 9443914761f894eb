import { describe, expect, it } from 'vitest';
import { blocksText, snippetOf } from './snippet.ts';

/** The marked words of a snippet, as text. */
const marked = (s: { text: string; marks: [number, number][] }) => s.marks.map(([a, b]) => s.text.slice(a, b));

describe('blocksText', () => {
  it('reads the words of every kind of block in reading order, without markup, ids, URLs or styles', () => {
    const content = {
      blocks: [
        { id: 'abc', type: 'header', data: { text: 'On <b>rivers</b>', level: 2 } },
        { type: 'paragraph', data: { text: 'Fish &amp; chips<br>by the sea' } },
        { type: 'list', data: { style: 'ordered', meta: {}, items: [{ content: 'one', meta: {}, items: [{ content: 'nested', meta: {}, items: [] }] }, { content: 'two', meta: {}, items: [] }] } },
        { type: 'list', data: { style: 'unordered', items: ['plain item'] } },
        { type: 'image', data: { file: { url: 'https://img.example/a.png' }, caption: 'A <i>boat</i>' } },
        { type: 'table', data: { withHeadings: true, content: [['h1', 'h2'], ['c1', 'c2']] } },
        { type: 'code', data: { code: 'let x = a<b;', language: 'javascript', html: '<span class="k">let</span>' } },
        { type: 'delimiter', data: {} },
      ],
    };
    expect(blocksText(content)).toBe('On rivers Fish & chips by the sea one nested two plain item A boat h1 h2 c1 c2 let x = a b;');
  });

  it('is empty for content without blocks', () => {
    expect(blocksText(null)).toBe('');
    expect(blocksText({})).toBe('');
    expect(blocksText({ blocks: 'no' })).toBe('');
  });
});

describe('snippetOf', () => {
  it('marks every word that begins with a stem, accents and case folded', () => {
    const s = snippetOf('Running by the river, she ran on. The runners were RÚNNING too.', ['run'], [])!;
    expect(s.text).toBe('Running by the river, she ran on. The runners were RÚNNING too.');
    expect(marked(s)).toEqual(['Running', 'runners', 'RÚNNING']);
  });

  it('does not mark a longer word that merely starts with a short stem', () => {
    const s = snippetOf('A cat sat on the catamaran.', ['cat'], [])!;
    expect(marked(s)).toEqual(['cat']);
  });

  it('marks a word that begins with the typed last word (a prefix search)', () => {
    const s = snippetOf('We went swimming at dawn.', [], ['swimm'])!;
    expect(marked(s)).toEqual(['swimming']);
  });

  it('is undefined when nothing matches', () => {
    expect(snippetOf('Nothing to see here.', ['river'], ['rive'])).toBeUndefined();
  });

  it('cuts a long text around the first match at word boundaries, with ellipses', () => {
    const before = Array.from({ length: 40 }, (_, i) => `w${i}`).join(' '); // 40 words before the match
    const after = Array.from({ length: 80 }, (_, i) => `z${i}`).join(' ');
    const text = `${before} lantern ${after}`;
    const s = snippetOf(text, ['lantern'], [], 100)!;
    expect(s.text.startsWith('…')).toBe(true);
    expect(s.text.endsWith('…')).toBe(true);
    expect(s.text.length).toBeLessThanOrEqual(102);
    // Whole words only at both ends, and the match kept with some text before it.
    const inner = s.text.slice(1, -1);
    expect(text.includes(inner)).toBe(true);
    expect(text[text.indexOf(inner) - 1]).toBe(' ');
    expect(text[text.indexOf(inner) + inner.length]).toBe(' ');
    expect(marked(s)).toEqual(['lantern']);
    expect(s.text.indexOf('lantern')).toBeGreaterThan(20);
  });

  it('keeps marks right when the text starts with the match', () => {
    const s = snippetOf('Lantern light', ['lantern'], [])!;
    expect(s).toEqual({ text: 'Lantern light', marks: [[0, 7]] });
  });
});
