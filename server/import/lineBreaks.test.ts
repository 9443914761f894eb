import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { wxrReader } from './wxr.ts';
import { htmlToBlocks, Simplifications } from './html-to-blocks.ts';
import { classicLineBreaks } from './lineBreaks.ts';

/** A classic post as WordPress stores it (no <p> tags: its wpautop makes them when it shows the post), then our blocks. */
const blocksOf = (stored: string) => htmlToBlocks(classicLineBreaks(stored), new Simplifications());

describe('a classic WordPress post keeps its line breaks, as wpautop shows them', () => {
  it('a poem: each line on its own line within its stanza, a blank line between stanzas', () => {
    const stored = 'Roses are red,\nViolets are blue,\nSugar is sweet.\n\nAnd so are <em>you</em>.\nThe end.';
    expect(blocksOf(stored)).toEqual([
      { type: 'paragraph', data: { text: 'Roses are red,<br>Violets are blue,<br>Sugar is sweet.' } },
      { type: 'paragraph', data: { text: 'And so are <i>you</i>.<br>The end.' } },
    ]);
  });

  it('no break where a line ends or starts at a block (a list, a heading, a quote), nor inside a tag', () => {
    const stored = '<h2>Shopping</h2>\nWhat to buy:\n<ul>\n<li>eggs</li>\n<li>flour</li>\n</ul>\n<blockquote>Quoted\nline</blockquote>\nSee <a\nhref="https://example.org/x">this</a>.';
    const blocks = blocksOf(stored);
    expect(blocks[0]).toEqual({ type: 'header', data: { text: 'Shopping', level: 2 } });
    expect(blocks[1]).toEqual({ type: 'paragraph', data: { text: 'What to buy:' } });
    expect(blocks[2]).toMatchObject({ type: 'list', data: { items: [expect.objectContaining({ content: 'eggs' }), expect.objectContaining({ content: 'flour' })] } });
    expect(JSON.stringify(blocks.slice(3))).toContain('Quoted<br>line');
    expect(blocks.at(-1)).toEqual({ type: 'paragraph', data: { text: 'See <a href="https://example.org/x">this</a>.' } });
  });

  it('code keeps its newlines as they are', () => {
    const stored = 'Before\n<pre>line one\nline two</pre>\nAfter';
    const blocks = blocksOf(stored);
    expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'code', 'paragraph']);
    expect(blocks[1]!.data.code).toBe('line one\nline two');
  });

  it('a block-editor post is left alone (WordPress does not run wpautop on it)', () => {
    const stored = '<!-- wp:paragraph -->\n<p>One\ntwo</p>\n<!-- /wp:paragraph -->';
    expect(classicLineBreaks(stored)).toBe(stored);
  });
});

/** A WordPress export (WXR) of one classic post, as WordPress writes it: the content stored without paragraphs. */
const CLASSIC_WXR = `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/">
<channel>
  <title>Letters</title>
  <link>https://letters.example.org</link>
  <wp:wxr_version>1.2</wp:wxr_version>
  <item>
    <title>Where to write</title>
    <link>https://letters.example.org/2014/02/where-to-write/</link>
    <dc:creator><![CDATA[ada]]></dc:creator>
    <content:encoded><![CDATA[Write to us at:\r\nThe Old Mill\r\n12 River Lane\r\n\r\nWe answer every letter.]]></content:encoded>
    <excerpt:encoded><![CDATA[]]></excerpt:encoded>
    <wp:post_id>7</wp:post_id>
    <wp:post_date_gmt>2014-02-03 10:00:00</wp:post_date_gmt>
    <wp:status>publish</wp:status>
    <wp:post_type>post</wp:post_type>
  </item>
</channel>
</rss>`;

describe('a WordPress export’s classic post through the reader', () => {
  it('keeps an address’s lines apart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'inkwell-wxr-breaks-'));
    try {
      const file = join(dir, 'export.xml');
      writeFileSync(file, CLASSIC_WXR);
      const blocks = [];
      for await (const post of wxrReader(file).posts()) blocks.push(...htmlToBlocks(post.html ?? '', new Simplifications()));
      expect(blocks).toEqual([
        { type: 'paragraph', data: { text: 'Write to us at:<br>The Old Mill<br>12 River Lane' } },
        { type: 'paragraph', data: { text: 'We answer every letter.' } },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
