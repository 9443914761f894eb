import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'node:net';
import { sql } from 'drizzle-orm';

/*
 * The account export under load: a member with many large drafts gets the whole archive, the
 * server reads their blogs a page at a time (never all at once), keeps answering meanwhile, and
 * lets each member run one export at a time and a new one only every so often.
 */

/** Every read of the store's account module is watched: how many blogs with content each one returned. */
const reads = vi.hoisted(() => ({ blogRows: [] as number[] }));
vi.mock('../store/accounts.ts', async (importOriginal) => {
  const original = await importOriginal<Record<string, unknown>>();
  const watched: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(original)) {
    if (typeof value !== 'function') {
      watched[name] = value;
      continue;
    }
    watched[name] = (...args: unknown[]) => {
      const result = (value as (...a: unknown[]) => unknown)(...args);
      const note = (rows: unknown) => {
        if (Array.isArray(rows) && rows.some((r) => r && typeof r === 'object' && 'content' in r)) reads.blogRows.push(rows.length);
        return rows;
      };
      return result instanceof Promise || (result && typeof (result as PromiseLike<unknown>).then === 'function') ? Promise.resolve(result).then(note) : note(result);
    };
  }
  return watched;
});

// The api project shares loaded modules between files (isolate: false, vitest.config.ts): an earlier
// file may have loaded the server without this mock, so this file loads it afresh, watched.
vi.resetModules();
const { blogs } = await import('../db/schema.ts');
const { blogPayload, createBlog, get, post, setupServer, signup, unzip } = await import('./helpers.ts');

const h = setupServer();

/** A paragraph of about 1,500 characters, different for every blog and place. */
const longText = (blog: number, i: number) => `Blog ${blog} paragraph ${i}: ` + 'the quick brown fox jumps over the lazy dog and keeps running '.repeat(24);

/** Drafts of about 1.5 MB each (1,000 paragraphs) unless told, written straight to the table: the save path is not what is tested. */
async function largeDrafts(authorId: string, count: number, paragraphCount = 1000) {
  const made: { blogId: string; title: string; paragraphs: string[] }[] = [];
  for (let n = 0; n < count; n++) {
    const paragraphs = Array.from({ length: paragraphCount }, (_, i) => longText(n, i));
    const blogId = `large-draft-${n}-x${n}`;
    const title = `Large draft ${n}`;
    await h.db.db.insert(blogs).values({
      blogId,
      title,
      author: authorId,
      draft: true,
      content: { time: 1, blocks: paragraphs.map((text) => ({ type: 'paragraph', data: { text } })), version: '2.31.7' },
      tags: ['long'],
    });
    made.push({ blogId, title, paragraphs });
  }
  return made;
}

async function exportOf(token: string) {
  return h.app.inject({ method: 'GET', url: '/api/export-account', headers: { authorization: `Bearer ${token}` } });
}

describe('export of a member with many large drafts', () => {
  it('the ZIP is complete and each blog is exact, while the store is read a page at a time', async () => {
    const u = await signup(h.app, 'prolific');
    // Paging is about the number of blogs; 300 KB each keeps the test quick.
    const made = await largeDrafts(u.id, 20, 200);
    reads.blogRows.length = 0;

    const res = await exportOf(u.token);
    expect(res.statusCode).toBe(200);
    const files = await unzip(res.rawPayload);
    expect(Object.keys(files).filter((n) => n.startsWith('blogs/')).sort()).toEqual(made.flatMap((b) => [`blogs/${b.blogId}.json`, `blogs/${b.blogId}.md`]).sort());
    for (const b of made) {
      const json = JSON.parse(files[`blogs/${b.blogId}.json`].toString());
      expect(json).toMatchObject({ blog_id: b.blogId, title: b.title, draft: true, tags: ['long'], language: 'en' });
      expect(json.content.blocks.map((x: { data: { text: string } }) => x.data.text)).toEqual(b.paragraphs);
      // Pretty JSON, as before: two-space indent and a final newline.
      expect(files[`blogs/${b.blogId}.json`].toString()).toMatch(/^\{\n {2}"blog_id": /);
      expect(files[`blogs/${b.blogId}.json`].toString().endsWith('}\n')).toBe(true);
      const md = files[`blogs/${b.blogId}.md`].toString();
      expect(md).toMatch(new RegExp(`^---\\ntitle: "${b.title}"\\n[\\s\\S]*draft: true\\n[\\s\\S]*language: "en"\\n---\\n\\n# ${b.title}\\n\\n`));
      // Spaces at a paragraph's ends are not Markdown content (two at the end would be a line break): the export drops them.
      expect(md.endsWith(`\n\n${b.paragraphs.map((p) => p.trim()).join('\n\n')}\n`)).toBe(true);
    }
    // The member's own settings of language and theme (null language: the browser's).
    expect(JSON.parse(files['profile.json'].toString())).toMatchObject({ username: u.username, language: null, theme: 'system' });
    expect(files['comments.json'].toString()).toBe('[]\n');

    // Twenty blogs came in several reads, none holding more than a few blogs' content at once.
    const total = reads.blogRows.reduce((a, b) => a + b, 0);
    expect(total).toBe(20);
    expect(Math.max(...reads.blogRows)).toBeLessThanOrEqual(8);
  }, 120_000);

  it('health keeps answering promptly during an export', async () => {
    const u = await signup(h.app, 'hoarder');
    await largeDrafts(u.id, 6);
    let done = false;
    const started = performance.now();
    const exporting = exportOf(u.token).finally(() => {
      done = true;
    });
    const waits: number[] = [];
    while (!done) {
      const t = performance.now();
      const health = await get(h.app, '/health');
      waits.push(performance.now() - t);
      expect(health.status).toBe(200);
      // A client asking every few milliseconds, not one that takes the export's CPU for itself.
      await new Promise((r) => setTimeout(r, 10));
    }
    expect((await exporting).statusCode).toBe(200);
    const took = performance.now() - started;
    // Converting one 1.5 MB blog costs a few milliseconds of CPU, all twenty at once a few hundred:
    // converted together, they held health up for most of the export. Measured against the export's
    // own duration, so that a busy machine slowing both does not decide the outcome.
    expect(waits.length).toBeGreaterThanOrEqual(10);
    expect(Math.max(...waits)).toBeLessThan(took / 2);
  }, 120_000);
});

describe('one export at a time, and not too often', () => {
  // fetch's pool may open a spare connection when a download is aborted, and send nothing on it: the
  // server's close (the next test's rebuild) would wait for it for the whole header timeout (30 s).
  // Ended once the test is over, like a client that went away.
  const sockets = new Set<Socket>();
  afterEach(() => {
    for (const s of sockets) s.destroy();
    sockets.clear();
  });

  async function listening() {
    h.app.server.on('connection', (s: Socket) => sockets.add(s));
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(h.app.server.address() as { port: number }).port}/api/export-account`;
  }

  it('a second export while one runs is refused with 429, and a new one only after the interval', async () => {
    const u = await signup(h.app, 'impatient');
    // Far more than the sockets' buffers hold: unread, the export cannot finish.
    await largeDrafts(u.id, 3);
    const url = await listening();
    const auth = { authorization: `Bearer ${u.token}` };

    // The first export has started (its headers came) and is not yet read: it is still running.
    const first = await fetch(url, { headers: auth });
    expect(first.status).toBe(200);
    const second = await fetch(url, { headers: auth });
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await second.json()).toEqual({ error: 'Your export is still being prepared. Please wait for it to finish.', code: 'export_running' });

    // Another member is not held up by it.
    const other = await signup(h.app, 'bystander');
    expect((await exportOf(other.token)).statusCode).toBe(200);

    const zip = Buffer.from(await first.arrayBuffer());
    expect(Object.keys(await unzip(zip)).filter((n) => n.endsWith('.md'))).toHaveLength(3);

    // Done: the next one waits for the interval (10 minutes).
    const third = await exportOf(u.token);
    expect(third.statusCode).toBe(429);
    const wait = Number(third.headers['retry-after']);
    expect(wait).toBeGreaterThan(540);
    expect(wait).toBeLessThanOrEqual(600);
    expect(JSON.parse(third.body).error).toBe('You can download your data once every 10 minutes. Please try again later.');
  }, 120_000);

  it('an export that did not finish does not count: the member may try again at once', async () => {
    const u = await signup(h.app, 'unlucky');
    // Large enough that the download is still being written when the member goes away.
    await largeDrafts(u.id, 3);
    const url = await listening();
    const auth = { authorization: `Bearer ${u.token}` };

    const stop = new AbortController();
    const first = await fetch(url, { headers: auth, signal: stop.signal });
    expect(first.status).toBe(200);
    stop.abort();

    // The server learns of the closed connection a moment later.
    let again = await exportOf(u.token);
    for (let i = 0; i < 50 && again.statusCode === 429; i++) {
      await new Promise((r) => setTimeout(r, 100));
      again = await exportOf(u.token);
    }
    expect(again.statusCode).toBe(200);
    expect(Object.keys(await unzip(again.rawPayload)).filter((n) => n.endsWith('.md'))).toHaveLength(3);
  }, 120_000);
});

describe('comments.json', () => {
  it("names another author's blog only while it is published and visible; the member's own blogs always", async () => {
    const alice = await signup(h.app, 'alice');
    const bob = await signup(h.app, 'bob');
    const unpublished = await createBlog(h.app, bob.token, { title: 'Public announcement' });
    const hidden = await createBlog(h.app, bob.token, { title: 'Soon hidden' });
    const open = await createBlog(h.app, bob.token, { title: 'Still public' });
    const own = await createBlog(h.app, alice.token, { title: 'Alice thinks aloud' });
    for (const b of [unpublished, hidden, open, own]) {
      expect((await post(h.app, '/add-comment', { _id: b._id, comment: `On ${b.blog_id}` }, alice.token)).status).toBe(200);
    }
    // Bob takes one back to a draft under a new title; a moderator hides another, renamed.
    expect((await post(h.app, '/create-blog', { id: unpublished.blog_id, ...blogPayload({ title: 'SECRET unreleased merger plans', draft: true }) }, bob.token)).status).toBe(200);
    await h.db.db.execute(sql`UPDATE blogs SET hidden = true, title = 'SECRET hidden title' WHERE blog_id = ${hidden.blog_id}`);
    // Alice's own blog goes back to being a draft: its title is still hers to see.
    expect((await post(h.app, '/create-blog', { id: own.blog_id, ...blogPayload({ title: 'Alice private rethink', draft: true }) }, alice.token)).status).toBe(200);

    const res = await exportOf(alice.token);
    expect(res.statusCode).toBe(200);
    const files = await unzip(res.rawPayload);
    expect(files['comments.json'].toString()).not.toContain('SECRET');
    const titles = Object.fromEntries((JSON.parse(files['comments.json'].toString()) as { blog_id: string; blog_title: string | null }[]).map((c) => [c.blog_id, c.blog_title]));
    expect(titles).toEqual({
      [unpublished.blog_id]: null,
      [hidden.blog_id]: null,
      [open.blog_id]: 'Still public',
      [own.blog_id]: 'Alice private rethink',
    });
  });
});

describe('comments.json across many reads', () => {
  it('holds every comment once, oldest first, as one pretty JSON array', async () => {
    const talker = await signup(h.app, 'talker');
    const author = await signup(h.app, 'listener');
    const blog = await createBlog(h.app, author.token, { title: 'Talked about' });
    await h.db.db.execute(
      sql`INSERT INTO comments (blog, comment, commented_by, commented_at)
          SELECT ${blog._id}::uuid, 'Comment number ' || n, ${talker.id}::uuid, now() - interval '1 hour' + n * interval '1 second' FROM generate_series(1, 450) AS n`,
    );
    const res = await exportOf(talker.token);
    expect(res.statusCode).toBe(200);
    const text = (await unzip(res.rawPayload))['comments.json'].toString();
    const all = JSON.parse(text) as { comment: string; blog_title: string }[];
    expect(all.map((c) => c.comment)).toEqual(Array.from({ length: 450 }, (_, i) => `Comment number ${i + 1}`));
    expect(all.every((c) => c.blog_title === 'Talked about')).toBe(true);
    // The same text the whole array would have given at once: two-space indent, a final newline.
    expect(text).toBe(JSON.stringify(all, null, 2) + '\n');
  });
});
