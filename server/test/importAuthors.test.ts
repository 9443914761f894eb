import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importFile } from '../import/job.ts';
import { post, setupServer, signup, type TestUser } from './helpers.ts';
import { linkToken, sentTo, startSmtpReceiver, type SmtpReceiver } from './smtp.ts';
import { importFinished, imported as importedAt, startImport as startImportAt } from './imports.ts';

/*
 * An admin's import of a whole site (API.md, "Import and moved links": POST /import `as: "site"`):
 * each post goes to the member its author's e-mail names; an author no member is becomes a member
 * with no password, who claims the account with a password reset. The expected values are read
 * from the hand-made fixtures (wordpress-site.xml, ghost-site.json), not from the code.
 */
const env: Record<string, string> = {
  JOBS_POLL_MS: '100',
  MAIL_POLL_MS: '100',
  MAIL_FROM: 'Inkwell <mail@inkwell.test>',
  PUBLIC_URL: 'http://blog.inkwell.test',
  ADMIN_EMAILS: 'editor@harbour.example.org',
};
let smtp: SmtpReceiver;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  env.SMTP_URL = smtp.url;
});
afterAll(() => smtp.close());
const h = setupServer(env);

const FIXTURES = join(import.meta.dirname, 'fixtures/import');
const fixture = (name: string) => readFileSync(join(FIXTURES, name));

async function joined(fullname: string, email: string): Promise<TestUser> {
  const res = await post(h.app, '/signup', { fullname, email, password: 'Secret123' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const profile = await post(h.app, '/get-profile', { username: res.body.username });
  return { token: res.body.access_token, username: res.body.username, fullname, email, id: profile.body._id };
}

const startImport = (user: TestUser, body: Buffer, as?: string) => startImportAt(h.app, user, body, { as });
const finished = (user: TestUser, id: string) => importFinished(h.app, user, id);
const imported = (user: TestUser, body: Buffer, as?: string) => importedAt(h.app, user, body, { as });

/** Each created blog's title and its author's username, as anyone reads them. */
async function authorsOf(created: string[]) {
  const out: Record<string, string> = {};
  for (const id of created) {
    // A draft is read by its author only: its author is looked up in the table.
    const res = await post(h.app, '/get-blog', { blog_id: id });
    if (res.status === 200) out[res.body.blog.title] = res.body.blog.author.personal_info.username;
    else {
      const { rows } = await h.db.pool.query<{ title: string; username: string }>(`SELECT b.title, u.username FROM blogs b JOIN users u ON u.id = b.author WHERE b.blog_id = $1`, [id]);
      out[rows[0].title] = rows[0].username;
    }
  }
  return out;
}

const memberCount = async () => Number((await h.db.pool.query<{ n: string }>(`SELECT count(*) AS n FROM users`)).rows[0].n);

describe('import of a whole site (as: "site")', () => {
  it('WordPress: posts go to the member with the author’s e-mail (case aside); an unknown author becomes a member with no password, sent no mail, who claims the account by password reset', async () => {
    const editor = await joined('Harbour Editor', 'editor@harbour.example.org');
    const grace = await joined('Grace Hopper', 'grace.hopper@harbour.example.org');
    const before = await memberCount();

    const status = await imported(editor, fixture('wordpress-site.xml'), 'site');
    expect(status).toMatchObject({ state: 'done', total: 3, done: 3, skipped: [], members_created: ['linusquay'] });
    expect(status.created).toHaveLength(3);
    expect(await authorsOf(status.created)).toEqual({
      'The tide tables for spring': grace.username,
      'A new crane on the east pier': 'linusquay',
      'Notes for the next issue': 'linusquay',
    });
    expect(await memberCount()).toBe(before + 1);

    const linus = await post(h.app, '/get-profile', { username: 'linusquay' });
    expect(linus.body.personal_info.fullname).toBe('Linus of the Quay');
    // A member (not an admin), vouched for by the admin's import.
    expect(linus.body).toMatchObject({ role: 'member', trust_level: 1 });
    // The draft is not counted; the published post is.
    expect(linus.body.account_info.total_posts).toBe(1);
    expect((await post(h.app, '/get-profile', { username: grace.username })).body.account_info.total_posts).toBe(1);
    expect((await post(h.app, '/get-profile', { username: editor.username })).body.account_info.total_posts).toBe(0);

    // No password: no sign-in until the account is claimed.
    expect((await post(h.app, '/signin', { email: 'linus@harbour.example.org', password: 'Secret123' })).status).toBe(401);
    // The import sent the new member nothing (no verification mail, no welcome).
    await new Promise((r) => setTimeout(r, 600));
    expect(smtp.mails.filter(sentTo('linus@harbour.example.org'))).toHaveLength(0);

    // "Forgot password": the reset link sets a password, and it signs in.
    expect((await post(h.app, '/request-password-reset', { email: 'Linus@Harbour.example.org' })).status).toBe(200);
    const [mail] = await smtp.waitFor(sentTo('linus@harbour.example.org'));
    const reset = await post(h.app, '/reset-password', { token: linkToken(mail, 'reset-password'), newPassword: 'Harbour456' });
    expect(reset.status).toBe(200);
    expect(reset.body.username).toBe('linusquay');
    const signin = await post(h.app, '/signin', { email: 'linus@harbour.example.org', password: 'Harbour456' });
    expect(signin.status).toBe(200);
    expect(signin.body.username).toBe('linusquay');
    // The draft is theirs to edit.
    const drafts = await post(h.app, '/user-written-blogs', { page: 1, draft: true }, signin.body.access_token);
    expect(drafts.body.blogs.map((b: { title: string }) => b.title)).toEqual(['Notes for the next issue']);

    // The same file again creates nothing: no blog, no member.
    const again = await imported(editor, fixture('wordpress-site.xml'), 'site');
    expect(again).toMatchObject({ state: 'done', total: 3, done: 3, created: [], members_created: [] });
    expect(again.skipped.map((s: { reason: string }) => s.reason)).toEqual(['already imported', 'already imported', 'already imported']);
    expect(await memberCount()).toBe(before + 1);
  });

  it('Ghost: users and posts_authors (the first author) map by e-mail; the new member’s username comes from the slug', async () => {
    const editor = await joined('Harbour Editor', 'editor@harbour.example.org');
    const vera = await joined('Vera Rubin', 'vera@skies.example.net');
    const before = await memberCount();

    const status = await imported(editor, fixture('ghost-site.json'), 'site');
    expect(status).toMatchObject({ state: 'done', total: 2, done: 2, skipped: [], members_created: ['tomasortega'] });
    expect(await authorsOf(status.created)).toEqual({
      'Choosing a first telescope': vera.username,
      'The Perseids from a dark field': 'tomasortega',
    });
    expect(await memberCount()).toBe(before + 1);
    const tomas = await post(h.app, '/get-profile', { username: 'tomasortega' });
    expect(tomas.body.personal_info.fullname).toBe('Tomás Ortega');
    await new Promise((r) => setTimeout(r, 600));
    expect(smtp.mails.filter(sentTo('tomas@skies.example.net'))).toHaveLength(0);

    expect(await imported(editor, fixture('ghost-site.json'), 'site')).toMatchObject({ created: [], members_created: [] });
    expect(await memberCount()).toBe(before + 1);
  });

  it('a job taken again after a restart makes no second member and no second blog', async () => {
    const editor = await joined('Harbour Editor', 'editor@harbour.example.org');
    // No member has Grace's address here: both authors become members.
    const first = await imported(editor, fixture('wordpress-site.xml'), 'site');
    expect(first.members_created).toEqual(['grace_h', 'linusquay']);
    const members = await memberCount();
    // As if the process died after the first post (and after Linus's member was made).
    const id = (await h.db.pool.query<{ id: string }>(`SELECT id FROM imports`)).rows[0].id;
    await h.db.pool.query(`DELETE FROM blogs WHERE blog_id = ANY($1::text[])`, [first.created.slice(1)]);
    await h.db.pool.query(`DELETE FROM import_items WHERE position > 0`);
    await h.db.pool.query(`UPDATE users SET total_posts = 0 WHERE username = 'linusquay'`);
    await h.db.pool.query(`UPDATE imports SET done = 1, state = 'running', finished_at = NULL WHERE id = $1`, [id]);
    copyFileSync(join(FIXTURES, 'wordpress-site.xml'), importFile(h.config.DATA_DIR, id));
    await h.db.pool.query(`INSERT INTO jobs (kind, payload) VALUES ('import', $1::jsonb)`, [JSON.stringify({ import_id: id })]);
    await h.rebuild({ JOBS_POLL_MS: '100' });

    const resumed = await finished(editor, id);
    expect(resumed).toMatchObject({ state: 'done', total: 3, done: 3, skipped: [], members_created: ['grace_h', 'linusquay'] });
    expect(resumed.created).toHaveLength(3);
    expect(resumed.created[0]).toBe(first.created[0]);
    expect(await memberCount()).toBe(members);
    const { rows } = await h.db.pool.query<{ n: string }>(`SELECT count(*) AS n FROM blogs b JOIN users u ON u.id = b.author WHERE u.username = 'linusquay'`);
    expect(Number(rows[0].n)).toBe(2);
  });

  it('only an admin imports a whole site (403 before the file is read); `as` in a multipart field too; anything but "site" is a 400; without `as` every post is the importer’s', async () => {
    await joined('Harbour Editor', 'editor@harbour.example.org');
    const member = await signup(h.app, 'deckhand');
    const refused = await startImport(member, fixture('wordpress-site.xml'), 'site');
    expect(refused).toEqual({ status: 403, body: { error: 'Only an admin can import a whole site', code: 'import_site_admins_only' } });

    const boundary = '----inkwell-site';
    const multipart = (as: string) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="as"\r\n\r\n${as}\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="export.xml"\r\nContent-Type: text/xml\r\n\r\n`),
        fixture('wordpress-site.xml'),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const viaField = await h.app.inject({
      method: 'POST',
      url: '/api/import',
      payload: multipart('site'),
      headers: { authorization: `Bearer ${member.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(viaField.statusCode).toBe(403);
    expect(viaField.json().code).toBe('import_site_admins_only');
    expect((await startImport(member, fixture('wordpress-site.xml'), 'everything')).body.code).toBe('import_scope_unknown');
    expect((await h.db.pool.query(`SELECT 1 FROM imports`)).rows).toHaveLength(0);

    // Without `as`: the member's own account, as before; nobody is made.
    const before = await memberCount();
    const own = await imported(member, fixture('wordpress-site.xml'));
    expect(own).toMatchObject({ state: 'done', total: 3, done: 3 });
    expect(own.members_created).toBeUndefined();
    expect(new Set(Object.values(await authorsOf(own.created)))).toEqual(new Set([member.username]));
    expect(await memberCount()).toBe(before);
  });

  it('an admin’s multipart upload with the field `as` imports the whole site', async () => {
    const editor = await joined('Harbour Editor', 'editor@harbour.example.org');
    const boundary = '----inkwell-site';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="as"\r\n\r\nsite\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="ghost.json"\r\nContent-Type: application/json\r\n\r\n`),
      fixture('ghost-site.json'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await h.app.inject({ method: 'POST', url: '/api/import', payload: body, headers: { authorization: `Bearer ${editor.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(res.statusCode).toBe(202);
    const status = await finished(editor, res.json().import_id);
    expect(status).toMatchObject({ state: 'done', members_created: ['tomasortega', 'vera'] });
  });
});
