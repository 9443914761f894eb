import Fastify from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

const NOT_HELMETS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers @fastify/helmet sets, computed once. Registered as a plugin, helmet rebuilds them on
 * every request, which cost about two thirds of the throughput of a cached answer (bench/README.md, "Headers").
 * The options have no per-request part (no CSP nonces, no per-route settings), so the headers of one
 * probe request are the headers of every request.
 */
export async function securityHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(res.headers)) if (!NOT_HELMETS.has(k) && typeof v === 'string') headers[k] = v;
  return headers;
}
