import type { Plugin } from 'vite';
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

/**
 * The built app's files, compressed once at build time (`x.js.br`, `x.js.gz` beside `x.js`), which
 * the server sends as they are (@fastify/static's preCompressed, server/web/staticApp.ts):
 * - Brotli at its best quality: the server compressed each answer on the fly at quality 4, which was
 *   no smaller than gzip (the app chunk: 123.9 KB at quality 4, 105.9 KB at 11), and quality 11
 *   costs too much to run per request;
 * - gzip by zopfli for the reading path (the entry, the app's chunk and the first screens'
 *   files with their catalogues: first-screens.json and index.html name them), 3.5% smaller than
 *   gzip -9 and still plain gzip for every client; zopfli takes about 10 s a megabyte, so the rest
 *   (the editor, the account screens) gets gzip -9.
 * Files under 1 KB are left to be sent as they are (COMPRESS_THRESHOLD, server/compression.ts).
 */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|xml)$/;
const SMALLEST = 1024;

/** The files every first visit loads: what index.html names, and the first screens' lists. */
export function readingPath(distDir: string): Set<string> {
  const files = new Set<string>();
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  for (const m of html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)) files.add(m[1]);
  const hintsFile = join(distDir, 'first-screens.json');
  if (existsSync(hintsFile)) {
    const hints = JSON.parse(readFileSync(hintsFile, 'utf8')) as Record<string, { js?: string[]; css?: string[] } | Record<string, string>>;
    for (const value of Object.values(hints)) {
      const list = Array.isArray((value as { js?: string[] }).js) ? [...((value as { js: string[] }).js ?? []), ...((value as { css?: string[] }).css ?? [])] : Object.values(value as Record<string, string>);
      for (const f of list) files.add(f.replace(/^\//, ''));
    }
  }
  return files;
}

/** Writes `.br` and `.gz` beside each compressible file of `distDir/assets`. */
export async function precompressDist(distDir: string): Promise<{ files: number; zopfli: number }> {
  const reading = readingPath(distDir);
  const assets = join(distDir, 'assets');
  let files = 0;
  let zopfli = 0;
  for (const name of readdirSync(assets)) {
    if (!COMPRESSIBLE.test(name)) continue;
    const path = join(assets, name);
    const bytes = readFileSync(path);
    if (bytes.length < SMALLEST) continue;
    writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
    const onReadingPath = reading.has(`assets/${name}`);
    writeFileSync(`${path}.gz`, onReadingPath ? await gzipAsync(bytes, { numiterations: 5 }) : gzipSync(bytes, { level: 9 }));
    files += 1;
    if (onReadingPath) zopfli += 1;
  }
  return { files, zopfli };
}

/** The Vite plugin: after the client's build is written (not the server render's). */
export function precompress(): Plugin {
  return {
    name: 'inkwell:precompress',
    apply: 'build',
    async closeBundle() {
      if (this.environment.name !== 'client') return;
      const { root, build } = this.environment.config;
      const outDir = resolve(root, build.outDir);
      if (existsSync(join(outDir, 'index.html'))) await precompressDist(outDir);
    },
  };
}
