import { describe, expect, it } from 'vitest';
import type { EditorBlock } from '@/contract';
import { blog } from '@/testing/fixtures';
import { countWords, imageSeconds, readingMinutes, readingSeconds } from './model/readingTime.ts';
import { resolveEmbed } from './model/embed.ts';

const para = (words: number): EditorBlock => ({ type: 'paragraph', data: { text: Array.from({ length: words }, () => 'word').join(' ') } });
const image: EditorBlock = { type: 'image', data: { file: { url: '/a.png' } } };

describe('reading time', () => {
  it('reads 275 words a minute', () => {
    expect(readingSeconds([para(275)])).toBe(60);
    expect(readingMinutes([para(550)])).toBe(2);
  });
  it('gives images 12 s, then one second less each, at least 3 s', () => {
    expect(imageSeconds(0)).toBe(0);
    expect(imageSeconds(1)).toBe(12);
    expect(imageSeconds(2)).toBe(12 + 11);
    // 12+11+10+9+8+7+6+5+4+3 = 75, then 3 s each.
    expect(imageSeconds(10)).toBe(75);
    expect(imageSeconds(12)).toBe(81);
  });
  it('counts text of headers, lists, quotes and captions, not markup', () => {
    expect(countWords([{ type: 'header', data: { text: 'Two <b>words</b>', level: 2 } }])).toBe(2);
    expect(countWords([{ type: 'list', data: { style: 'ordered', items: ['one two', { content: 'three' }] } }])).toBe(3);
    expect(countWords([{ type: 'quote', data: { text: 'a b', caption: 'c' } }])).toBe(3);
    expect(countWords([{ type: 'image', data: { caption: 'a caption here' } }])).toBe(3);
  });
  it('combines words and images, and never says less than a minute', () => {
    expect(readingSeconds([para(275), image, image])).toBe(60 + 23);
    expect(readingMinutes([para(3)])).toBe(1);
    expect(readingMinutes(blog.content[0].blocks)).toBe(1);
  });
});

describe('embeds', () => {
  it('rebuilds the iframe URL from the service pattern', () => {
    expect(resolveEmbed({ service: 'youtube', source: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })).toMatchObject({ src: 'https://www.youtube.com/embed/dQw4w9WgXcQ', height: 320 });
    expect(resolveEmbed({ service: 'vimeo', source: 'https://vimeo.com/76979871' })?.src).toBe('https://player.vimeo.com/video/76979871?title=0&byline=0');
    expect(resolveEmbed({ service: 'codepen', source: 'https://codepen.io/ada/pen/abcDEF' })?.src).toMatch(/^https:\/\/codepen\.io\/ada\/embed\/abcDEF\?/);
  });
  it('ignores the stored embed URL and refuses unknown services or foreign sources', () => {
    expect(resolveEmbed({ service: 'youtube', source: 'https://evil.example/watch?v=x', embed: 'javascript:alert(1)' } as never)).toBeNull();
    expect(resolveEmbed({ service: 'evil', source: 'https://evil.example' })).toBeNull();
    expect(resolveEmbed({ service: '__proto__', source: 'https://x' })).toBeNull();
    expect(resolveEmbed({ service: 'github', source: 'https://gist.github.com/a/b' })).toBeNull();
  });
});
