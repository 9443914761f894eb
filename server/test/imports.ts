import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { post, type TestUser } from './helpers.ts';

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

/** An import started (202) and waited for: its final status. */
export async function imported(app: FastifyInstance, user: TestUser, body: Buffer, opts: { contentType?: string; as?: string } = {}) {
  const started = await startImport(app, user, body, opts);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  return importFinished(app, user, started.body.import_id);
}
