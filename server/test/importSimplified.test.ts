import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import yazl from 'yazl';
import { post, setupServer, signup } from './helpers.ts';
import { importFinished, imported, stoppedAfterFirstPost } from './imports.ts';

/**
 * The import's report of what the mapping simplified in the posts it kept (API.md "Imports",
 * `simplified`), read from import-status after a WordPress export shaped as a real one.
 */
const h = setupServer({ JOBS_POLL_MS: '100' });
const WXR = join(import.meta.dirname, 'fixtures/import/wordpress-simplified.xml');

/** What the fixture's posts hold, read from its HTML by hand (wordpress-simplified.xml). */
const workshop = {
  item: 'Notes from the workshop',
  what: [
    // Two <kbd> and the <details> keep their text; <summary> and the <p> inside are read with their whole.
    { kind: 'element_text', count: 3, detail: ['details', 'kbd'] },
    { kind: 'element_removed', count: 1, detail: ['script'] },
    // The map's frame becomes a link; YouTube's frame is an embed and is not listed.
    { kind: 'frame_link', count: 1, detail: ['maps.example.org'] },
    // A data: URL is neither a web address nor a file of the export.
    { kind: 'image_dropped', count: 1 },
  ],
};
const lathe = {
  item: 'Gallery of the old lathe',
  what: [
    // A video in a list item, at a path of the old site with no host: nothing to link to.
    { kind: 'media_dropped', count: 1, detail: ['video'] },
    // The icon inside the item's line keeps its alt text.
    { kind: 'image_text', count: 1 },
  ],
};

describe('import: what was simplified', () => {
  it('import-status lists each post kept with something simplified, with its new blog and each kind counted; a plain post is not listed', async () => {
    const ada = await signup(h.app, 'ada');
    const status = await imported(h.app, ada, readFileSync(WXR), { contentType: 'text/xml' });
    expect(status).toMatchObject({ state: 'done', total: 3, done: 3, skipped: [], simplified_total: 2 });
    expect(status.created).toHaveLength(3);
    expect(status.simplified).toEqual([
      { ...workshop, blog_id: status.created[0] },
      { ...lathe, blog_id: status.created[2] },
    ]);
  });

  it('a job taken again after a restart lists each post once: those written before it, and those it wrote', async () => {
    const ada = await signup(h.app, 'ada');
    const first = await imported(h.app, ada, readFileSync(WXR), { contentType: 'text/xml' });
    const id = await stoppedAfterFirstPost(h, ada, first.created, WXR);

    const resumed = await importFinished(h.app, ada, id);
    expect(resumed).toMatchObject({ state: 'done', total: 3, done: 3, skipped: [] });
    expect(resumed.created[0]).toBe(first.created[0]);
    expect(resumed.simplified).toEqual([
      { ...workshop, blog_id: first.created[0] },
      { ...lathe, blog_id: resumed.created[2] },
    ]);
  });

  it('a ZIP of Markdown: the file’s raw HTML shown as written, and an image that is not in the archive, are listed', async () => {
    const ada = await signup(h.app, 'ada');
    const zip = new yazl.ZipFile();
    const markdown = '---\ntitle: Keyboard notes\n---\nPress <kbd>Esc</kbd> to leave.\n\n![The panel](panel.png)\n';
    zip.addBuffer(Buffer.from(markdown), 'posts/keyboard.md');
    zip.end();
    const chunks: Buffer[] = [];
    for await (const c of zip.outputStream) chunks.push(c as Buffer);
    const status = await imported(h.app, ada, Buffer.concat(chunks));
    expect(status).toMatchObject({ state: 'done', total: 1, done: 1, skipped: [] });
    expect(status.simplified).toEqual([
      {
        item: 'Keyboard notes',
        blog_id: status.created[0],
        // panel.png is neither in the archive nor a web address; <kbd> is one element of raw HTML.
        what: [
          { kind: 'image_dropped', count: 1 },
          { kind: 'markdown_html', count: 1, detail: ['kbd'] },
        ],
      },
    ]);
  });

  it('WordPress shortcodes become the blocks WordPress showed; an unknown one and a gallery’s missing image are listed', async () => {
    const ada = await signup(h.app, 'ada');
    const status = await imported(h.app, ada, readFileSync(join(import.meta.dirname, 'fixtures/import/wordpress-shortcodes.xml')), { contentType: 'text/xml' });
    expect(status).toMatchObject({ state: 'done', total: 2, done: 2, skipped: [] });
    expect(status.simplified).toEqual([
      { item: 'Restoring the regulator', blog_id: status.created[0], what: [{ kind: 'image_dropped', count: 1 }, { kind: 'shortcode', count: 1, detail: ['contact-form-7'] }] },
      { item: 'Parts of the tower clock', blog_id: status.created[1], what: [{ kind: 'frame_link', count: 1, detail: ['gears.example.org'] }] },
    ]);
    const blocks = (await post(h.app, '/get-blog', { blog_id: status.created[0], mode: 'edit' }, ada.token)).body.blog.content[0].blocks;
    expect(blocks.map((b: { type: string }) => b.type)).toEqual(['paragraph', 'image', 'image', 'image', 'paragraph', 'code', 'embed', 'paragraph']);
  });

  it('a Ghost post with several authors goes to the first (sort_order 0); the others are named in the report', async () => {
    const ada = await signup(h.app, 'ada');
    const status = await imported(h.app, ada, readFileSync(join(import.meta.dirname, 'fixtures/import/ghost-site.json')), { contentType: 'application/json' });
    expect(status).toMatchObject({ state: 'done', total: 2, done: 2, skipped: [] });
    expect(status.simplified).toEqual([{ item: 'The Perseids from a dark field', blog_id: status.created[1], what: [{ kind: 'coauthors', count: 1, detail: ['Vera Rubin'] }] }]);
  });

  it('a link the save does not keep (javascript:) is listed with its scheme; its words stay', async () => {
    const ada = await signup(h.app, 'ada');
    const wxr = readFileSync(WXR, 'utf8').replace('<p>The lathe, before and after.</p>', '<p>The lathe, <a href="javascript:void(0)">before</a> and after.</p>');
    const status = await imported(h.app, ada, Buffer.from(wxr), { contentType: 'text/xml' });
    expect(status.simplified?.[1]).toEqual({ ...lathe, blog_id: status.created[2], what: [...lathe.what, { kind: 'link_removed', count: 1, detail: ['javascript'] }] });
    const blocks = (await post(h.app, '/get-blog', { blog_id: status.created[2], mode: 'edit' }, ada.token)).body.blog.content[0].blocks;
    expect(blocks[0].data.text).toBe('The lathe, <a>before</a> and after.');
  });

  it('a code block and a table past the save’s limits are listed, cut as the save cuts them', async () => {
    const ada = await signup(h.app, 'ada');
    // 120,000 characters of code and a table of 301 rows: past the 100,000 and 300 of API.md "Content".
    const code = 'print(1)\n'.repeat(13_334).slice(0, 120_000);
    const table = `<table><tbody>${Array.from({ length: 301 }, (_, i) => `<tr><td>${i}</td><td>row</td></tr>`).join('')}</tbody></table>`;
    const html = `<!-- wp:code --><pre class="wp-block-code"><code class="language-python">${code}</code></pre><!-- /wp:code --><!-- wp:table --><figure class="wp-block-table">${table}</figure><!-- /wp:table -->`;
    const wxr = `<?xml version="1.0" encoding="UTF-8" ?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/"><channel><title>Long</title><item><title>The whole log</title><content:encoded><![CDATA[${html}]]></content:encoded><wp:post_id>7</wp:post_id><wp:status>publish</wp:status><wp:post_type>post</wp:post_type></item></channel></rss>`;
    const status = await imported(h.app, ada, Buffer.from(wxr), { contentType: 'text/xml' });
    expect(status).toMatchObject({ state: 'done', total: 1, done: 1, skipped: [] });
    expect(status.simplified).toEqual([
      {
        item: 'The whole log',
        blog_id: status.created[0],
        what: [
          { kind: 'code_cut', count: 1, detail: ['python'] },
          { kind: 'table_cut', count: 1, detail: ['301 × 2'] },
        ],
      },
    ]);
    const blocks = (await post(h.app, '/get-blog', { blog_id: status.created[0], mode: 'edit' }, ada.token)).body.blog.content[0].blocks;
    expect(blocks[0].data.code).toHaveLength(100_000);
    expect(blocks[1].data.content).toHaveLength(300);
  });

  it('past 500 posts simplified, the first 500 are listed and simplified_total counts them all', async () => {
    const ada = await signup(h.app, 'ada');
    const item = (n: number) =>
      `<item><title>Post ${n}</title><content:encoded><![CDATA[<p>Press <kbd>Esc</kbd>.</p>]]></content:encoded><wp:post_id>${n}</wp:post_id><wp:status>publish</wp:status><wp:post_type>post</wp:post_type></item>`;
    const wxr = `<?xml version="1.0" encoding="UTF-8" ?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/"><channel><title>Many</title>${Array.from({ length: 503 }, (_, i) => item(i + 1)).join('')}</channel></rss>`;
    const status = await imported(h.app, ada, Buffer.from(wxr), { contentType: 'text/xml' });
    expect(status).toMatchObject({ state: 'done', total: 503, done: 503, simplified_total: 503 });
    expect(status.simplified).toHaveLength(500);
    expect(status.simplified?.at(-1)?.item).toBe('Post 500');
  }, 60_000);
});
