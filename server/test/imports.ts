import type { FastifyInstance } from 'fastify';
import { copyFileSync } from 'node:fs';
import { expect } from 'vitest';
import { importFile } from '../import/job.ts';
import { post, type Harness, type TestUser } from './helpers.ts';

/** POST /import of `body` as `user`; `as` in the query string when given (an admin's whole site). */
export async function startImport(app: FastifyInstance, user: TestUser, body: Buffer, opts: { contentType?: string; as?: string } = {}) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/import${opts.as === undefined ? '' : `?as=${opts.as}`}`,
    payload: body,
    headers: { authorization: `Bearer ${user.token}`, 'content-type': opts.contentType ?? 'application/octet-stream' },
  });
  return { status: res.statusCode, body: res.json() };
}

/** The import's status once it is done or failed (the job runs on the queue). */
export async function importFinished(app: FastifyInstance, user: TestUser, id: string) {
  for (let i = 0; i < 600; i++) {
    const res = await post(app, '/import-status', { import_id: id }, user.token);
    expect(res.status).toBe(200);
    if (res.body.state === 'done' || res.body.state === 'failed') return res.body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the import did not finish');
}

/**
 * As if the process died after an import's first post: the blogs of the others and their items gone,
 * the import running with one post counted, its file back and its job to be taken again; the app
 * rebuilt. Its id, for importFinished.
 */
export async function stoppedAfterFirstPost(h: Harness, user: TestUser, created: string[], file: string): Promise<string> {
  const { rows } = await h.db.pool.query<{ id: string }>(`SELECT id FROM imports`);
  const id = rows[0].id;
  await h.db.pool.query(`DELETE FROM blogs WHERE blog_id = ANY($1::text[])`, [created.slice(1)]);
  await h.db.pool.query(`DELETE FROM import_items WHERE position > 0`);
  await h.db.pool.query(`UPDATE users SET total_posts = 1 WHERE id = $1`, [user.id]);
  await h.db.pool.query(`UPDATE imports SET done = 1, state = 'running', finished_at = NULL WHERE id = $1`, [id]);
  copyFileSync(file, importFile(h.config.DATA_DIR, id));
  await h.db.pool.query(`INSERT INTO jobs (kind, payload) VALUES ('import', $1::jsonb)`, [JSON.stringify({ import_id: id })]);
  await h.rebuild({ JOBS_POLL_MS: '100' });
  return id;
}

/** An import started (202) and waited for: its final status. */
export async function imported(app: FastifyInstance, user: TestUser, body: Buffer, opts: { contentType?: string; as?: string } = {}) {
  const started = await startImport(app, user, body, opts);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  return importFinished(app, user, started.body.import_id);
}
