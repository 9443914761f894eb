import { afterEach, describe, expect, it } from 'vitest';
import { ContentPool } from './savePool.ts';
import { sanitizeContent } from './sanitize.ts';

// The worker threads must make exactly what the in-process sanitiser made before: the same blocks,
// the same highlighted markup.
const blocks = [
  { id: 'p1', type: 'paragraph', data: { text: 'Hello <b>world</b><script>alert(1)</script> <a href="javascript:x()" onclick="y()">link</a>' } },
  { type: 'header', data: { text: 'A <i>title</i>', level: 4 } },
  { type: 'code', data: { language: 'javascript', code: 'const a = 1;\r\n', html: '<img src=x onerror=alert(1)>' } },
  { type: 'code', data: { language: 'cobol', code: 'if a < b then' } },
  { type: 'list', data: { style: 'checklist', items: ['one <u>1</u>', { content: 'two', items: ['<i>2.1</i>'] }] } },
  { type: 'table', data: { withHeadings: true, content: [['a', '<b>b</b>'], ['c']] } },
  { type: 'raw', data: { html: '<iframe src="https://evil.example"></iframe>' } },
  { type: 'delimiter', data: {} },
];

describe('ContentPool', () => {
  let pool: ContentPool | null = null;
  afterEach(async () => {
    await pool?.close();
    pool = null;
  });

  it('makes in a worker thread what sanitizeContent makes in process', async () => {
    pool = new ContentPool({ highlightMs: 1000, maxThreads: 1 });
    const content = { time: 5, blocks, version: '2.31.7' };
    const inThread = await pool.sanitize(content as never);
    expect(inThread).toEqual(sanitizeContent(content as never));
    // And what the API's "Content" section says, written out by hand for a few of them.
    expect(inThread.blocks[0]).toEqual({ id: 'p1', type: 'paragraph', data: { text: 'Hello <b>world</b> <a>link</a>' } });
    expect(inThread.blocks[2]).toEqual({
      type: 'code',
      data: { code: 'const a = 1;\n', language: 'javascript', html: '<span class="hljs-keyword">const</span> a = <span class="hljs-number">1</span>;\n' },
    });
    expect(inThread.blocks[3]).toEqual({ type: 'code', data: { code: 'if a < b then', language: 'plaintext', html: 'if a &#60; b then' } });
    expect(inThread.blocks.map((b) => b.type)).toEqual(['paragraph', 'header', 'code', 'code', 'list', 'table', 'delimiter']);
  });

  it('starts no thread before the first save, and ends its threads on close', async () => {
    pool = new ContentPool({ highlightMs: 1000, maxThreads: 1 });
    expect(pool.threads).toBe(0);
    await pool.sanitize({ blocks: [{ type: 'paragraph', data: { text: 'x' } }] } as never);
    expect(pool.threads).toBe(1);
    await pool.close();
    expect(pool.threads).toBe(0);
  });

  it('keeps code past the time budget as escaped plain text', async () => {
    pool = new ContentPool({ highlightMs: 0, maxThreads: 1 });
    const out = await pool.sanitize({ blocks: [{ type: 'code', data: { language: 'javascript', code: 'let s = "<i>";' } }] } as never);
    expect(out.blocks[0]!.data).toEqual({ code: 'let s = "<i>";', language: 'javascript', html: 'let s = &#34;&#60;i&#62;&#34;;' });
  });

  it('refuses a save whose work takes longer than the ceiling with a 422, and stops its thread', async () => {
    pool = new ContentPool({ highlightMs: 60_000, maxThreads: 1, workMs: 1 });
    const code = 'const x = [1, "a", /r/g];\n'.repeat(3500);
    await expect(pool.sanitize({ blocks: [{ type: 'code', data: { language: 'javascript', code } }] } as never)).rejects.toMatchObject({
      statusCode: 422,
      message: 'This blog took too long to prepare. Split it into smaller blogs and save again.',
    });
  });

  it("does not count a thread's start in a save's time budget", async () => {
    // A new thread loads the sanitiser and the highlighter first (hundreds of milliseconds, seconds
    // on a loaded machine); the budget is for the save's own work, a few milliseconds here (the thread
    // warms its modules up as it starts: saveWorker.ts).
    pool = new ContentPool({ highlightMs: 1000, maxThreads: 1, workMs: 250 });
    const out = await pool.sanitize({ blocks: [{ type: 'paragraph', data: { text: 'cold <b>start</b>' } }] } as never);
    expect(out.blocks).toEqual([{ type: 'paragraph', data: { text: 'cold <b>start</b>' } }]);
  });

  it('answers 503 at once when the line of waiting saves is full', async () => {
    pool = new ContentPool({ highlightMs: 1000, maxThreads: 1, maxQueue: 0 });
    const one = pool.sanitize({ blocks: [{ type: 'paragraph', data: { text: 'first' } }] } as never);
    await expect(pool.sanitize({ blocks: [{ type: 'paragraph', data: { text: 'second' } }] } as never)).rejects.toMatchObject({
      statusCode: 503,
      message: 'The server is busy. Try saving again in a moment.',
    });
    expect((await one).blocks).toEqual([{ type: 'paragraph', data: { text: 'first' } }]);
  });
});
