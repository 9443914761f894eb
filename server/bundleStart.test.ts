import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * What `npm start` loads before it answers: the packages the built server imports statically from
 * main.mjs and, through them, from its chunks. Fedify (with jsonld) and the AWS SDK cost every
 * server their heap even when the install neither federates nor uses S3, and sharp (libvips) about
 * 10 MB of resident memory before the first image, so they must be reached only through a dynamic
 * import.
 */
const ONLY_WHEN_NEEDED = ['@fedify/', '@aws-sdk/', 'jsonld', 'sharp'];

let out: string;

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'inkwell-bundle-'));
  // @ts-expect-error -- a plain .mjs script without type declarations
  const { buildServer } = (await import('../scripts/build-server.mjs')) as { buildServer(out: string): Promise<string> };
  await buildServer(out);
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** The static `import ... from "x"` (and bare `import "x"`) specifiers of one built file. */
const staticImports = (file: string) => [...readFileSync(join(out, file), 'utf8').matchAll(/^import\s+(?:[^'"]*?\s+from\s+)?["']([^"']+)["'];?$/gm)].map((m) => m[1]);

/** Packages reached from `entry` through static imports only, following the bundle's own chunks. */
function packagesAtStart(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of staticImports(file)) {
      if (spec.startsWith('./')) visit(spec.slice(2));
      else packages.add(spec);
    }
  };
  visit(entry);
  return packages;
}

describe('the built server at start', () => {
  it('loads neither Fedify, the AWS SDK nor sharp until an install asks for them', () => {
    const loaded = [...packagesAtStart('main.mjs')];
    // What the test reads is real: the server's own framework is among them.
    expect(loaded).toContain('fastify');
    expect(loaded.filter((p) => ONLY_WHEN_NEEDED.some((lazy) => p.startsWith(lazy)))).toEqual([]);
  });

  it('keeps them in chunks of their own that main.mjs imports dynamically', () => {
    const main = readFileSync(join(out, 'main.mjs'), 'utf8');
    const dynamic = [...main.matchAll(/import\(["']\.\/([^"']+)["']\)/g)].map((m) => m[1]);
    const reached = new Set(dynamic.flatMap((chunk) => [...packagesAtStart(chunk)]));
    expect([...reached].some((p) => p.startsWith('@fedify/'))).toBe(true);
    expect([...reached].some((p) => p.startsWith('@aws-sdk/'))).toBe(true);
  });
});
