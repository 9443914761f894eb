import { describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { blogPayload, createBlog, post, setupServer, signup } from './helpers.ts';

// What one create-blog or save-edit may cost the server: the heavy part (sanitising and highlighting)
// runs off the event loop, code has a total per blog, and each member has a number of saves a minute.
const h = setupServer();

/** Ordinary JavaScript of `n` characters: highlight.js works hard on it (keywords, strings, regexps). */
function js(n: number): string {
  let s = '';
  for (let i = 0; s.length < n; i++) s += `function f${i}(a, b) { const x = "s${i}" + a * ${i}; return /re${i}/.test(b) ? x : [a, b, { k: ${i} }]; } // c${i}\n`;
  return s.slice(0, n);
}
const code = (text: string, language = 'javascript') => ({ type: 'code', data: { language, code: text } });
/** Inline HTML that sanitize-html has to take apart (a link with an event handler, a span with a style). */
const richParagraph = (i: number) => ({
  type: 'paragraph',
  data: { text: `Some <b>bold ${i}</b> and <i>italic</i> with <a href="https://example.com/${i}" onclick="x()">a link</a> and <span style="color:red">span</span> <code>code()</code> `.repeat(3) },
});
/** About 1.5 MB: 190,000 characters of code (under the total) and 2,500 paragraphs of inline HTML. */
const heavyContent = () => ({ time: 1, version: '2.31.7', blocks: [code(js(95_000)), code(js(95_000)), ...Array.from({ length: 2500 }, (_, i) => richParagraph(i))] });

const TOTAL_MESSAGE = 'Code blocks can hold at most 200,000 characters in all';

describe('a heavy save does not hold up other requests', () => {
  it('answers /api/health on a real socket while a 1.5 MB save with 190,000 characters of code is worked on', async () => {
    const author = await signup(h.app, 'heavy');
    const blog = await createBlog(h.app, author.token, { draft: true, title: 'Draft' });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
    const body = JSON.stringify({ id: blog.blog_id, ...blogPayload({ title: 'Heavy', content: heavyContent() }) });
    // Once as a warm-up (the first save starts the worker thread and loads its modules).
    expect((await fetch(`${base}/api/save-edit`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${author.token}` }, body })).status).toBe(200);

    const started = performance.now();
    const save = fetch(`${base}/api/save-edit`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${author.token}` }, body: body.replace('"Heavy"', '"Heavy again"') }).then(async (res) => ({ status: res.status, at: performance.now() - started }));
    await new Promise((r) => setTimeout(r, 30));
    const healthSent = performance.now();
    const health = await fetch(`${base}/api/health`);
    const healthMs = performance.now() - healthSent;
    const saved = await save;
    expect(health.status).toBe(200);
    expect(saved.status).toBe(200);
    // Health is a ping of the database: it answers in a moment unless the event loop is held up.
    // The save's own parse on this thread costs some tens of milliseconds; its sanitising hundreds.
    expect(healthMs).toBeLessThan(saved.at / 3);
    expect(healthSent - started + healthMs).toBeLessThan(saved.at);
  }, 60_000);
});

describe('the total of code in one blog', () => {
  it('refuses more than 200,000 characters of code over all code blocks, on create-blog and save-edit, with the same message', async () => {
    const author = await signup(h.app, 'coder');
    const blog = await createBlog(h.app, author.token, { title: 'Code' });
    // Three blocks each under the per-block limit (100,000) but 240,000 in all.
    const over = { time: 1, blocks: [code(js(80_000)), code(js(80_000), 'python'), code(js(80_000), 'plaintext')] };
    const created = await post(h.app, '/create-blog', blogPayload({ content: over }), author.token);
    expect(created.status).toBe(400);
    expect(created.body.error).toBe(TOTAL_MESSAGE);
    const saved = await post(h.app, '/save-edit', { id: blog.blog_id, ...blogPayload({ content: over }) }, author.token);
    expect(saved.status).toBe(400);
    expect(saved.body.error).toBe(TOTAL_MESSAGE);
    // Exactly the total is accepted.
    const atTotal = { time: 1, blocks: [code('x'.repeat(100_000), 'plaintext'), code('y'.repeat(100_000), 'plaintext')] };
    expect((await post(h.app, '/save-edit', { id: blog.blog_id, ...blogPayload({ content: atTotal }) }, author.token)).status).toBe(200);
    // Nothing of the refused saves was kept.
    const stored = (await post(h.app, '/get-blog', { blog_id: blog.blog_id, mode: 'edit' }, author.token)).body.blog;
    expect(stored.content[0].blocks.map((b: { data: { code: string } }) => b.data.code.length)).toEqual([100_000, 100_000]);
  });
});

describe('the time budget of a save', () => {
  it('stores code past the budget as escaped plain text, and still saves', async () => {
    await h.rebuild({ SAVE_HIGHLIGHT_MS: '0' });
    const author = await signup(h.app, 'budget');
    const res = await post(h.app, '/create-blog', blogPayload({ draft: true, content: { time: 1, blocks: [code('const a = "<b>";')] } }), author.token);
    expect(res.status).toBe(200);
    const stored = (await post(h.app, '/get-blog', { blog_id: res.body.id, mode: 'edit' }, author.token)).body.blog;
    expect(stored.content[0].blocks[0].data).toEqual({ code: 'const a = "<b>";', language: 'javascript', html: 'const a = &#34;&#60;b&#62;&#34;;' });
  });
});

describe('saves per member', () => {
  it('answers 429 with Retry-After and an error beyond the limit, counting create-blog and save-edit together, per member', async () => {
    await h.rebuild({ SAVE_RATE_LIMIT: '3' });
    const author = await signup(h.app, 'busy');
    const other = await signup(h.app, 'calm');
    const blog = await createBlog(h.app, author.token, { draft: true, title: 'One' });
    expect((await post(h.app, '/save-edit', { id: blog.blog_id, ...blogPayload({ draft: true, title: 'Two' }) }, author.token)).status).toBe(200);
    expect((await post(h.app, '/save-edit', { id: blog.blog_id, ...blogPayload({ draft: true, title: 'Three' }) }, author.token)).status).toBe(200);
    const over = await post(h.app, '/save-edit', { id: blog.blog_id, ...blogPayload({ draft: true, title: 'Four' }) }, author.token);
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(over.body.error).toMatch(/^You are saving too often\. Try again in \d+ seconds?\.$/);
    const overCreate = await post(h.app, '/create-blog', blogPayload({ draft: true, title: 'Five' }), author.token);
    expect(overCreate.status).toBe(429);
    expect(overCreate.body.error).toMatch(/^You are saving too often/);
    // The refused save changed nothing.
    expect((await post(h.app, '/get-blog', { blog_id: blog.blog_id, mode: 'edit' }, author.token)).body.blog.title).toBe('Three');
    // Another member saves as before.
    expect((await post(h.app, '/create-blog', blogPayload({ draft: true, title: 'Mine' }), other.token)).status).toBe(200);
  });
});
