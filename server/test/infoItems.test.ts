import { describe, expect, it } from 'vitest';
import { migrate } from '../db/client.ts';
import { blogPayload, createBlog, post, setupServer, signup } from './helpers.ts';

/* What another member learns from author-only calls, what the database keeps of preview links, and what sign-up tells about an address. */

const h = setupServer({ ADMIN_EMAILS: 'boss@example.test' });

const notFound = { error: 'Blog not found', code: 'blog_not_found' };

describe('author-only calls on another member’s blog', () => {
  it('answer exactly as for a blog that does not exist, for members, moderators and admins alike', async () => {
    const author = await signup(h.app, 'drafter');
    const other = await signup(h.app, 'prober');
    const boss = await signup(h.app, 'boss');
    const mod = await signup(h.app, 'watcher');
    expect((await post(h.app, '/set-role', { username: mod.username, role: 'moderator' }, boss.token)).status).toBe(200);
    const draft = await createBlog(h.app, author.token, { title: 'Unannounced', draft: true });
    const calls = (blogId: string): [string, Record<string, unknown>][] => [
      ['/save-edit', { id: blogId, ...blogPayload({ title: 'Taken over' }) }],
      ['/discard-edit', { blog_id: blogId }],
      ['/blog-revisions', { blog_id: blogId }],
      ['/get-revision', { blog_id: blogId, rev: 1 }],
      ['/restore-revision', { blog_id: blogId, rev: 1 }],
      ['/preview-link', { blog_id: blogId, enabled: true }],
      ['/set-series', { blog_id: blogId, series: 'Mine now' }],
    ];
    for (const who of [other, mod, boss]) {
      for (const [[path, body], [, missingBody]] of calls(draft.blog_id).map((c, i) => [c, calls('no-such-blog-zzzzzzzz')[i]] as const)) {
        const existing = await post(h.app, path, body, who.token);
        const missing = await post(h.app, path, missingBody, who.token);
        expect({ path, status: existing.status, body: existing.body }).toEqual({ path, status: 404, body: notFound });
        expect({ path, status: missing.status, body: missing.body }).toEqual({ path, status: 404, body: notFound });
      }
    }
    // Nothing changed: the draft is the author's as they left it.
    const edit = (await post(h.app, '/get-blog', { blog_id: draft.blog_id, mode: 'edit' }, author.token)).body.blog;
    expect(edit.title).toBe('Unannounced');
    expect(edit.preview_path).toBeUndefined();
    // API.md names a 403 for these two: create-blog with another's id and delete-blog.
    expect((await post(h.app, '/create-blog', { id: draft.blog_id, ...blogPayload() }, other.token)).status).toBe(403);
    expect((await post(h.app, '/delete-blog', { blog_id: draft.blog_id }, other.token)).status).toBe(403);
  });
});

describe('preview links in the database', () => {
  it('keeps only the token’s hash: the stored value opens nothing, the link does, and the author’s editor still shows it', async () => {
    const author = await signup(h.app, 'sharer');
    const draft = await createBlog(h.app, author.token, { title: 'Shared early', draft: true });
    const { url } = (await post(h.app, '/preview-link', { blog_id: draft.blog_id, enabled: true }, author.token)).body;
    const token = String(url).split('/').pop()!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const stored = (await h.db.pool.query('SELECT * FROM blogs WHERE blog_id = $1', [draft.blog_id])).rows[0] as Record<string, unknown>;
    const kept = Object.values(stored).map(String);
    expect(kept.some((v) => v.includes(token))).toBe(false);
    const hash = (await h.db.pool.query("SELECT rtrim(translate(encode(sha256(convert_to($1::text, 'UTF8')), 'base64'), '+/', '-_'), '=') AS h", [token])).rows[0].h;
    expect(kept).toContain(hash);
    // The stored hash used as a token opens nothing.
    expect((await post(h.app, '/get-preview', { token: hash })).status).toBe(404);
    expect((await post(h.app, '/get-preview', { token })).body.blog.title).toBe('Shared early');
    expect((await post(h.app, '/get-blog', { blog_id: draft.blog_id, mode: 'edit' }, author.token)).body.blog.preview_path).toBe(url);
  });

  it('the migration hashes links made before it: they keep working, and turning them off ends them', async () => {
    const author = await signup(h.app, 'oldsharer');
    const draft = await createBlog(h.app, author.token, { title: 'Shared last year', draft: true });
    const legacy = 'Legacy_preview_token_123';
    // The table as it was before migration 0016, holding a link in clear.
    await h.db.pool.query('ALTER TABLE blogs DROP COLUMN preview_nonce');
    await h.db.pool.query('ALTER TABLE blogs RENAME COLUMN preview_token_hash TO preview_token');
    await h.db.pool.query('UPDATE blogs SET preview_token = $1 WHERE blog_id = $2', [legacy, draft.blog_id]);
    await h.db.pool.query("DELETE FROM _migrations WHERE name LIKE '0016%'");
    await migrate(h.db.pool);
    const stored = (await h.db.pool.query('SELECT preview_token_hash, preview_nonce FROM blogs WHERE blog_id = $1', [draft.blog_id])).rows[0];
    expect(stored.preview_token_hash).not.toBe(legacy);
    expect(stored.preview_nonce).toBeNull();
    expect((await post(h.app, '/get-preview', { token: legacy })).body.blog.title).toBe('Shared last year');
    await post(h.app, '/preview-link', { blog_id: draft.blog_id, enabled: false }, author.token);
    expect((await post(h.app, '/get-preview', { token: legacy })).status).toBe(404);
  });
});

describe('sign-up with a registered address', () => {
  it('answers SPEC.md’s 409 `Email already exists`, a known trade-off (docs/decisions/0016-hardening-info-items.md)', async () => {
    await signup(h.app, 'known');
    const taken = await post(h.app, '/signup', { fullname: 'Someone Else', email: 'known@example.test', password: 'Secret123' });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('Email already exists');
    // What bounds testing addresses this way: sign-up's rate limit per client address.
    const limited = await h.rebuild({ AUTH_RATE_LIMIT: '3' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(limited, '/signup', { fullname: 'Someone Else', email: 'known@example.test', password: 'Secret123' })).status);
    expect(statuses).toEqual([409, 409, 409, 429]);
    await h.rebuild();
  });
});
