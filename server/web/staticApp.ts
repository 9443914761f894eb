import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERRORS } from '../../src/contract/index.ts';

export interface StaticAppOptions {
  /** Folder of the built app (vite build's dist/). */
  distDir: string;
}

/**
 * Serves the built single-page app: hashed assets with a one-year immutable cache, other files
 * with revalidation, and index.html for every app route that is not a file or an API call.
 */
export async function staticApp(app: FastifyInstance, opts: StaticAppOptions): Promise<boolean> {
  const indexPath = join(opts.distDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn({ distDir: opts.distDir }, 'no built app found: run `npm run build` (npm start does it for you)');
    return false;
  }
  const indexHtml = readFileSync(indexPath, 'utf8');

  await app.register(fastifyStatic, {
    root: opts.distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // The build writes `.br` and `.gz` beside each file (scripts/precompress.ts): Brotli at its best
    // quality and zopfli's gzip cost too much per request, so they are sent as they are.
    preCompressed: true,
    setHeaders(reply, path) {
      // Vite puts content-hashed files under assets/: safe to cache for a year.
      if (path.includes('/assets/')) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      else reply.header('Cache-Control', 'public, max-age=0, must-revalidate');
    },
  });

  app.setNotFoundHandler((req, reply) => {
    const url = req.raw.url ?? '/';
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply.code(404).send(ERRORS.notFound);
    if (url.startsWith('/api/') || url.startsWith('/uploads/') || url.startsWith('/assets/')) {
      return reply.code(404).send(ERRORS.notFound);
    }
    // A preview link's page is private: never indexed, never followed (API.md: previews are noindex).
    if (url.startsWith('/preview/')) reply.header('X-Robots-Tag', 'noindex, nofollow');
    // Every other path is an app route: the app decides what to show (including its not-found page).
    return reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
  return true;
}
