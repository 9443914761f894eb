import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';

// Home and blog pages arrive with their first screen drawn by the server (src/app/ssr.tsx), and the
// app hydrates it (src/app/start.tsx): nothing drawn again, nothing asked again, the read counted.

/** Tags every element of the server's HTML before any script runs, to tell later whether React kept it. */
async function markServerHtml(page: Page) {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      for (const el of document.querySelectorAll('#root *')) (el as unknown as { fromServer: boolean }).fromServer = true;
      // Init scripts run in every frame: an embed's frame has no root.
      const root = document.getElementById('root');
      if (root) (window as unknown as { rootShown: string }).rootShown = getComputedStyle(root).visibility;
    }),
  );
}
const fromServer = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.map((el) => (el as unknown as { fromServer?: boolean }).fromServer === true));

/** The app's calls, as "METHOD /api/path". */
function apiCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/') && !path.startsWith('/api/avatar/')) calls.push(`${r.method()} ${path}`);
  });
  return calls;
}

function pageErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return errors;
}

async function firstBlog(request: APIRequestContext) {
  const { blogs } = await (await request.post('/api/latest-blogs', { data: { page: 1 } })).json();
  return blogs[0] as { blog_id: string; title: string; author: { personal_info: { username: string } } };
}

async function readsOf(request: APIRequestContext, username: string) {
  const res = await request.post('/api/get-profile', { data: { username } });
  return ((await res.json()) as { account_info: { total_reads: number } }).account_info.total_reads;
}

test('a visitor\'s home page arrives drawn; the app takes over the same HTML without asking for the feed again', async ({ page, request }) => {
  const newest = await firstBlog(request);
  const html = await (await request.get('/')).text();
  // The feed is in the HTML itself (readers without JavaScript, crawlers, and the first paint).
  expect(html).toMatch(/<div id="root" data-server-rendered="">/);
  expect(html).toContain(newest.title.replace(/&/g, '&amp;'));

  await markServerHtml(page);
  const calls = apiCalls(page);
  const errors = pageErrors(page);
  await page.goto('/');
  const feed = page.getByRole('region', { name: 'Latest blogs' });
  await expect(feed.getByRole('article')).toHaveCount(10);
  await expect(feed.getByRole('heading', { level: 2 }).first()).toHaveText(newest.title);
  // Hydrated, not drawn again: the cards' elements are the server's own.
  expect(await fromServer(page, 'main article h2')).toEqual(Array(10).fill(true));
  expect(calls.filter((c) => c.endsWith('/latest-blogs') || c.endsWith('/all-latest-blogs-count'))).toEqual([]);
  // And it works: Load More asks for page 2 and adds it.
  await page.getByRole('button', { name: 'Load more latest blogs' }).click();
  await expect.poll(() => feed.getByRole('article').count()).toBeGreaterThan(10);
  expect(calls.filter((c) => c.endsWith('/latest-blogs'))).toEqual(['POST /api/latest-blogs']);
  expect(errors).toEqual([]);
});

test('a visitor\'s blog page arrives drawn, is hydrated as it is, and counts one read', async ({ page, request }) => {
  const blog = await firstBlog(request);
  const author = blog.author.personal_info.username;
  const before = await readsOf(request, author);

  await markServerHtml(page);
  const calls = apiCalls(page);
  const errors = pageErrors(page);
  const counted = page.waitForResponse((r) => r.url().endsWith('/api/count-read'));
  await page.goto(`/blogs/${blog.blog_id}`);
  expect(await (await counted).json()).toEqual({ counted: true });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.title);
  expect(await fromServer(page, 'article h1')).toEqual([true]);
  expect(calls.filter((c) => c.endsWith('/get-blog'))).toEqual([]);
  await expect.poll(() => readsOf(request, author)).toBe(before + 1);
  // The hydrated page answers: a visitor's like asks them to sign in.
  await page.getByRole('group', { name: 'Blog actions', exact: true }).getByRole('button', { name: /like/i }).click();
  await expect(page.getByText('Please sign in to like blogs')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a dark-theme visitor gets the server\'s page hydrated in their theme', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('theme-preference', 'dark'));
  await markServerHtml(page);
  const errors = pageErrors(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Theme' })).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
  expect((await fromServer(page, 'main article h2')).every(Boolean)).toBe(true);
  expect(errors).toEqual([]);
});

test('a signed-in reader never sees the visitor\'s screen: the app draws theirs and get-blog counts the read once', async ({ page, request }) => {
  const blog = await firstBlog(request);
  const author = blog.author.personal_info.username;
  const reader = author === 'tim' ? 'hedy' : 'tim';
  const session = await (await request.post('/api/signin', { data: { email: `${reader}@demo.inkwell.test`, password: 'Demo1234' } })).json();
  await page.addInitScript((s) => window.sessionStorage.setItem('user', JSON.stringify(s)), session);
  await markServerHtml(page);
  const calls = apiCalls(page);
  const before = await readsOf(request, author);
  await page.goto(`/blogs/${blog.blog_id}`);
  await expect(page.getByRole('button', { name: `Account menu for @${session.username}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.title);
  // The server's visitor screen was hidden from the first paint, then replaced by the app's.
  expect(await page.evaluate(() => (window as unknown as { rootShown: string }).rootShown)).toBe('hidden');
  expect(await fromServer(page, 'article h1')).toEqual([false]);
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  expect(calls.filter((c) => c.endsWith('/get-blog') || c.endsWith('/count-read'))).toEqual(['POST /api/get-blog']);
  await expect.poll(() => readsOf(request, author)).toBe(before + 1);
});
