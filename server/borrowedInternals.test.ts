import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { NODE_MAJORS_CHECKED } from './responseHead.ts';

/**
 * The fast path re-states a few private pieces of its dependencies (docs/decisions/0008-front-door.md,
 * 0009-preformatted-response-head.md, 0011-rate-limit-store.md). package.json pins those packages to patch releases; this
 * test fails when the code we mirror changes in an update, and names what to re-check before its
 * fingerprint is updated here. A fingerprint is the first 16 hex digits of the section's SHA-256.
 */
const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`, { paths: [process.cwd()] }));

/** The text of `file` in `pkg` from `from` up to (not including) `to`; the whole file when neither is given. */
function section(pkg: string, file: string, from?: string, to?: string): string {
  const text = readFileSync(join(packageDir(pkg), file), 'utf8');
  if (from === undefined) return text;
  const start = text.indexOf(from);
  expect(start, `${pkg}/${file} no longer holds "${from}"`).toBeGreaterThanOrEqual(0);
  const end = to === undefined ? text.length : text.indexOf(to, start + from.length);
  expect(end, `${pkg}/${file} no longer holds "${to}" after "${from}"`).toBeGreaterThan(start);
  return text.slice(start, end);
}

const fingerprint = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

const BORROWED: { what: string; recheck: string; text: () => string; fingerprint: string }[] = [
  {
    what: "fastify's HTTP/1 server set-up (lib/server.js)",
    recheck: 'FrontDoor.serverFactory sets the same server options',
    text: () => section('fastify', 'lib/server.js', '// HTTP1 server instance', 'return server'),
    fingerprint: 'cfa75ba455cb7a17',
  },
  {
    what: "@fastify/rate-limit's counting (applyRateLimit) and its default key",
    recheck: 'FrontDoor.countLocally: the same key for an IPv4 address, the same arithmetic and headers',
    text: () => section('@fastify/rate-limit', 'index.js', 'async function applyRateLimit', 'function rateLimitRequestHandler') + section('@fastify/rate-limit', 'index.js', 'const defaultKeyGenerator', '\n'),
    fingerprint: '12ff016012773e7b',
  },
  {
    what: "@fastify/rate-limit's in-memory store (store/LocalStore.js)",
    recheck: 'server/limitStore.ts makes it with the same arguments; it still answers within the call (the door counts synchronously)',
    text: () => section('@fastify/rate-limit', 'store/LocalStore.js'),
    fingerprint: 'eab93645b885d669',
  },
  {
    what: "@fastify/compress's choice of encoding (getEncodingHeader)",
    recheck: 'server/compression.ts encodingFor chooses the same encoding for every Accept-Encoding',
    text: () => section('@fastify/compress', 'index.js', 'const gzipAlias', '\n}\n'),
    fingerprint: 'df024def0b792560',
  },
  {
    what: "pino's line (lib/tools.js asJson)",
    recheck: "server/accessLog.ts writes pino's fields in pino's order (accessLog.test.ts)",
    text: () => section('pino', 'lib/tools.js', 'function asJson', '\n}\n'),
    fingerprint: 'fdc180a4f9ab9177',
  },
];

describe('internals the fast path borrows', () => {
  for (const b of BORROWED) {
    it(`${b.what} is the code the server was checked against`, () => {
      expect(fingerprint(b.text()), `${b.what} changed: re-check ${b.recheck}, then update its fingerprint in server/borrowedInternals.test.ts`).toBe(b.fingerprint);
    });
  }

  it("node's response head is preformatted only on a node major it was checked on", () => {
    const major = Number(process.versions.node.split('.')[0]);
    expect(NODE_MAJORS_CHECKED, `node ${major}: check server/responseHead.test.ts's bytes with this node, then add ${major} to NODE_MAJORS_CHECKED (server/responseHead.ts)`).toContain(major);
  });
});
