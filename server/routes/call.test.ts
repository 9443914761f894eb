import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Context } from '../context.ts';
import { callServer } from './call.ts';

// A server with one call of the table whose handler is told what to answer: the answer schema,
// not the handler, decides what leaves. The token check is never reached by the health call.
async function serverAnswering(answer: unknown) {
  const app = Fastify();
  app.setErrorHandler((err: Error, _req, reply) => reply.code(500).send({ error: err.message }));
  callServer(app, {} as Context)('health', async () => answer as never);
  await app.ready();
  return app;
}

describe('calls served through the contract', () => {
  it('sends the fields the contract names and drops any other', async () => {
    const app = await serverAnswering({ status: 'ok', database: 'pglite', password_hash: 'secret' });
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'pglite' });
  });

  it('fails, and never sends half an answer, when a field the contract requires is missing', async () => {
    const app = await serverAnswering({ status: 'ok' });
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toMatch(/database/);
  });

  it('asks for the token before it reads the payload', async () => {
    const app = Fastify();
    app.setErrorHandler((err: { statusCode?: number; message: string }, _req, reply) => reply.code(err.statusCode ?? 500).send({ error: err.message }));
    const ctx = { tokens: { verify: () => null } } as unknown as Context;
    callServer(app, ctx)('likeBlog', async () => ({ liked_by_user: true }));
    await app.ready();
    const res = await app.inject({ method: 'POST', url: '/like-blog', payload: { nonsense: 1 } });
    expect(res.statusCode).toBe(401);
  });
});
