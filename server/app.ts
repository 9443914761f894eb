import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import type { Config } from './config.ts';
import { staticApp } from './web/staticApp.ts';
import type { Database } from './db/client.ts';
import { seo } from './web/seo.ts';

export interface BuildAppOptions {
  config: Config;
  /** An open database to use (tests share one per file); otherwise the app opens and closes its own. */
  database?: Database;
}

/** Builds the server from plugins and routes; never listens (tests use inject). */
export async function buildApp({ config, database }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: true,
  });
  await app.register(compress, { global: true, threshold: 1024 });

  // API routes are registered under /api.
  await app.register(
    async (api) => {
      api.get('/health', async () => ({ status: 'ok' }));
    },
    { prefix: '/api' },
  );

  // Link previews, feeds and sitemap (issue 7): before the static app, whose fallback they refine.
  if (database) await app.register(seo, { db: database.db, config });

  if (config.SERVE_APP) await staticApp(app, { distDir: config.distDir });
  return app;
}
