import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import yazl from 'yazl';
import { setupServer, signup } from './helpers.ts';
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
    expect(status).toMatchObject({ state: 'done', total: 3, done: 3, skipped: [] });
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
});
