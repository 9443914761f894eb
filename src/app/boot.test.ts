import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchAllLatestBlogsCount, fetchBlog, fetchLatestBlogs, fetchTrendingBlogs } from '@/api';
import { EARLY_ANSWER_MS } from '@/lib';
import { startFirstScreen } from './boot.ts';

// The screens' code is not what these tests are about (and loading it here would be slow).
vi.mock('./routes/HomeRoute.tsx', () => ({ Component: () => null }));
vi.mock('./routes/BlogRoute.tsx', () => ({ Component: () => null }));

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async (url: string) => {
    const path = new URL(url, 'http://x').pathname;
    const body = path.endsWith('count') ? { totalDocs: 3 } : path.endsWith('get-blog') ? { blog: { blog_id: 'b' } } : { blogs: [] };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const calls = () => fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit).method} ${url} ${(init as RequestInit).body ?? ''}`);

// Early calls are sent before the screen's code has loaded; the screen's own fetchers must then
// find them. If the two ever differed, every visit would ask twice (and get-blog counts a read).
describe('the first screen starts its calls early', () => {
  it('home: the latest blogs and their count, each taken by the feed, not sent again', async () => {
    startFirstScreen('/');
    expect(calls()).toEqual(['POST /api/latest-blogs {"page":1}', 'POST /api/all-latest-blogs-count {}']);
    await fetchLatestBlogs(1);
    await fetchAllLatestBlogsCount();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Trending is not started early; its list asks for it when it mounts.
    await fetchTrendingBlogs();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    // An early answer is given once: the next call asks the server.
    await fetchLatestBlogs(1);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('a blog: get-blog once, taken by the blog page', async () => {
    startFirstScreen('/blogs/wall-economic-writing-tennis-episode-b6c');
    expect(calls()).toEqual(['POST /api/get-blog {"blog_id":"wall-economic-writing-tennis-episode-b6c"}']);
    await expect(fetchBlog('wall-economic-writing-tennis-episode-b6c')).resolves.toEqual({ blog_id: 'b' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('other addresses start nothing, nor blog ids that decoding would change', () => {
    for (const path of ['/search/x', '/user/ada', '/editor', '/blogs/a%20b', '/blogs/a/b']) startFirstScreen(path);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('an early answer left unread for EARLY_ANSWER_MS is dropped', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    startFirstScreen('/blogs/old-one');
    vi.setSystemTime(Date.now() + EARLY_ANSWER_MS + 1);
    await fetchBlog('old-one');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
