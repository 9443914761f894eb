import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib';
import { blogMutations } from './blogWrites.ts';
import { blogKeys, blogQueries } from './blogs.ts';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('publishing with credits', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.clear();
  });

  it('refreshes the blog’s page: its "Thanks to …" line comes with the next read, open or not', async () => {
    sessionStore.set({ access_token: 'tok-ada', username: 'ada', fullname: 'Ada Lovelace', profile_img: '/a.png' });
    let credits: { username: string; fullname: string }[] = [];
    const reads: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.endsWith('/create-blog')) {
          credits = [{ username: 'grace', fullname: 'Grace Hopper' }];
          return json({ id: 'engine-1' });
        }
        reads.push(url);
        return json({ blog: { blog_id: 'engine-1', title: 'Engine', ...(credits.length ? { credits } : {}) } });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The blog's page was read before (kept fresh for ten minutes: every read counts one).
    const page = new QueryObserver(client, blogQueries.one('engine-1'));
    const stop = page.subscribe(() => undefined);
    await vi.waitFor(() => expect(page.getCurrentResult().data).toBeDefined());
    expect(page.getCurrentResult().data?.credits).toBeUndefined();

    const publish = new MutationObserver(client, blogMutations.create);
    await publish.mutate({ id: 'engine-1', title: 'Engine', banner: '', des: 'About the engine', content: { time: 1, blocks: [], version: '2.31.7' }, tags: ['tech'], draft: false, credits: ['grace'] });
    // The page open: read again at once.
    await vi.waitFor(() => expect(page.getCurrentResult().data?.credits).toEqual([{ username: 'grace', fullname: 'Grace Hopper' }]));
    stop();
    // Not open (the author went to the dashboard): stale, so the page reads it again when it opens.
    const before = reads.length;
    await publish.mutate({ id: 'engine-1', title: 'Engine', banner: '', des: 'About the engine', content: { time: 1, blocks: [], version: '2.31.7' }, tags: ['tech'], draft: false, credits: ['grace'] });
    expect(client.getQueryState(blogKeys.one('engine-1'))?.isInvalidated).toBe(true);
    expect(reads.length).toBe(before);
  });
});
