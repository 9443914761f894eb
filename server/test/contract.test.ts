import { describe, expect, it } from 'vitest';
import { CALLS } from '../../src/contract/index.ts';
import { get, setupServer } from './helpers.ts';

const h = setupServer();

describe('the call table in src/contract', () => {
  it('names exactly the calls the server answers under /api, with their methods', async () => {
    const table = new Set(Object.values(CALLS).map((c) => `${c.method} /api${c.path}`));
    const listed = collectRoutes(h.app);
    const api = listed.filter((r) => r.startsWith('GET /api/') || r.startsWith('POST /api/')).filter((r) => !/\/api\/(openapi\.json|avatar\/:file)$/.test(r));
    expect(new Set(api)).toEqual(table);
  });

  it('documents every call of the table in /api/openapi.json', async () => {
    const doc = (await get(h.app, '/openapi.json')).body;
    for (const c of Object.values(CALLS)) expect(doc.paths[c.path]?.[c.method.toLowerCase()], c.path).toBeDefined();
  });
});

/**
 * Method and URL of every route the app registered, read from Fastify's printed router tree: a line is
 * `├── <segment> (METHODS)` indented four characters per level, and a child's segment continues its
 * parent's path.
 */
function collectRoutes(app: typeof h.app): string[] {
  const out: string[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^(.*?)(?:├── |└── )(\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    const path = (depth > 0 ? prefixes[depth - 1] : '') + m[2];
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of (m[3] ?? '').split(',').map((x) => x.trim()).filter(Boolean)) if (method !== 'HEAD') out.push(`${method} ${path}`);
  }
  return out;
}
