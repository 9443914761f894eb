import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { FrontDoor, skippedByDoor } from './frontDoor.ts';

/**
 * The door answers a cached call without running the route's own hooks or config, so such a route
 * is refused when it is registered, whichever comes first: the route or the door's `cached`.
 */
/** The error registering `routes` gave, synchronously or when the app got ready (Fastify adds some routes then). */
async function refusal(app: ReturnType<typeof Fastify>, routes: () => void): Promise<string> {
  try {
    routes();
    await app.ready();
    return '';
  } catch (err) {
    return (err as Error).message;
  } finally {
    await app.close().catch(() => {});
  }
}

function appWithDoor() {
  const door = new FrontDoor();
  const app = Fastify({ serverFactory: door.serverFactory });
  door.watchRoutes(app);
  return { app, door };
}

describe('routes of the calls the front door keeps', () => {
  it('names what the door would skip of a route', () => {
    expect(skippedByDoor({})).toEqual([]);
    expect(skippedByDoor({ onRequest: [] })).toEqual([]);
    expect(skippedByDoor({ preHandler: () => {}, config: { rateLimit: { max: 1 } } })).toEqual(['preHandler', 'config.rateLimit']);
  });

  it('refuses a route with a hook of its own after the call is cached', async () => {
    const { app, door } = appWithDoor();
    door.cached('trendingBlogs', () => 'trending');
    expect(await refusal(app, () => app.get('/api/trending-blogs', { preHandler: async () => {} }, async () => ({})))).toMatch(/front door.*preHandler/);
  });

  it('refuses to cache a call whose route has a rate limit of its own', async () => {
    const { app, door } = appWithDoor();
    const message = await refusal(app, () => {
      app.post('/api/latest-blogs', { config: { rateLimit: { max: 5, timeWindow: 1000 } } }, async () => ({}));
      door.cached('latestBlogs', ({ page }) => `latest:${page}`);
    });
    expect(message).toMatch(/front door.*config[.]rateLimit/);
  });

  it('accepts a plain route, and a hook on a route the door does not keep', async () => {
    const { app, door } = appWithDoor();
    const message = await refusal(app, () => {
      door.cached('trendingBlogs', () => 'trending');
      app.get('/api/trending-blogs', async () => ({}));
      app.post('/api/latest-blogs', { preHandler: async () => {} }, async () => ({}));
    });
    expect(message).toBe('');
    expect(door.callPaths).toEqual(['/api/trending-blogs']);
  });

  it('sees only what the route declares, not the hooks plugins add to every route', async () => {
    const { app, door } = appWithDoor();
    // A plugin that adds a hook to every route (as compression and the rate limit do), registered after the door's watch.
    app.addHook('onRoute', (route) => {
      route.onRequest = [...[route.onRequest ?? []].flat(), async () => {}] as typeof route.onRequest;
    });
    const message = await refusal(app, () => {
      door.cached('trendingBlogs', () => 'trending');
      app.get('/api/trending-blogs', async () => ({}));
    });
    expect(message).toBe('');
  });
});
