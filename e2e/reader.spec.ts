import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures.ts';

// The reader's journeys on the built app and the real server with the demo seed
// (scripts/e2e-server.mjs). Every demo author signs in with the seed's password.
const PASSWORD = 'Demo1234';

interface Session {
  access_token: string;
  username: string;
  fullname: string;
  profile_img: string;
}

async function signIn(request: APIRequestContext, key: string): Promise<Session> {
  const res = await request.post('/api/signin', { data: { email: `${key}@demo.inkwell.test`, password: PASSWORD } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as Session;
}

/** Signs the page in the way the app does: the session object in sessionStorage under `user`. */
async function useSession(page: Page, session: Session) {
  await page.evaluate((s) => window.sessionStorage.setItem('user', JSON.stringify(s)), session);
  await page.reload();
}

/** A reader of a blog who is not its author. */
const readerFor = (authorUsername: string) => (authorUsername === 'tim' ? 'hedy' : 'tim');

/** Presses Tab until `target` has focus (keyboard-only journeys). */
async function tabTo(page: Page, target: Locator, max = 120) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Could not reach ${target} with the Tab key`);
}

const feed = (page: Page) => page.getByRole('region', { name: 'Latest blogs' });

test('a reader browses, filters, reads, likes, comments, replies, searches and shares', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');

  // Browse home: ten latest blogs, numbered trending list.
  await expect(feed(page).getByRole('article')).toHaveCount(10);
  await expect(page.getByRole('list', { name: 'Trending blogs' }).getByText('01', { exact: true })).toBeVisible();

  // Load More adds the next page.
  await page.getByRole('button', { name: 'Load more latest blogs' }).click();
  await expect.poll(() => feed(page).getByRole('article').count()).toBeGreaterThan(10);

  // Filter by a category, then click it again to return home.
  await page.getByRole('button', { name: 'Tech', exact: true }).click();
  const tech = page.getByRole('region', { name: 'Tech blogs' });
  await expect(tech.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Tech' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Tech', exact: true }).click();
  await expect(feed(page).getByRole('article')).toHaveCount(10);

  // Open a blog.
  const first = feed(page).getByRole('article').first();
  const title = (await first.getByRole('heading').innerText()).trim();
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | Inkwell`);
  const authorLink = page.locator('main').getByRole('link', { name: /^@/ }).first();
  const author = (await authorLink.innerText()).replace('@', '').trim();

  // Signed out, a like asks to sign in.
  const like = page.getByRole('group', { name: 'Blog actions', exact: true }).getByRole('button', { name: /^Like/ });
  await like.click();
  await expect(page.getByText('Please sign in to like blogs')).toBeVisible();

  // Sign in as a reader and like, then unlike: the count follows at once.
  const me = await signIn(request, readerFor(author));
  await useSession(page, me);
  // The seed's readers like some blogs already: toggle from whatever the state is, and back.
  await expect(like).toHaveAttribute('aria-pressed', /true|false/);
  await page.waitForLoadState('networkidle');
  const wasLiked = (await like.getAttribute('aria-pressed')) === 'true';
  const likes = Number(((await like.innerText()).match(/\d+/) ?? ['0'])[0]);
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', String(!wasLiked));
  await expect(like).toContainText(String(likes + (wasLiked ? -1 : 1)));
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', String(wasLiked));
  await expect(like).toContainText(String(likes));

  // Comment, reply to it, then delete the reply.
  await page.getByRole('group', { name: 'Blog actions', exact: true }).getByRole('button', { name: /^Comments/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Comments' });
  const text = `A comment from the e2e journey ${Date.now()}`;
  await drawer.getByRole('textbox', { name: 'Write a comment' }).fill(text);
  await drawer.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(page.getByText('Comment Posted')).toBeVisible();
  const mine = drawer.getByRole('article').filter({ hasText: text });
  await expect(mine).toBeVisible();
  await mine.getByRole('button', { name: 'Reply' }).click();
  const replyBox = drawer.getByRole('textbox', { name: 'Write a reply' });
  await replyBox.fill('And a reply to it');
  // The submit button of this reply form (other comments have "Reply" buttons too).
  await replyBox.locator('xpath=ancestor::form[1]').getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(page.getByText('Reply Posted')).toBeVisible();
  const reply = drawer.getByRole('article', { name: `Reply by ${me.fullname}` }).filter({ hasText: 'And a reply to it' });
  await expect(reply).toBeVisible();
  await reply.getByRole('button', { name: 'Delete' }).click();
  await expect(reply).toHaveCount(0);
  await expect(mine).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  // Share copies the link.
  await page.getByRole('group', { name: 'Blog actions', exact: true }).getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  // Search a word of the title: the blog and its author are found.
  const word = title.split(/[^\p{L}\p{N}]+/u).sort((a, b) => b.length - a.length)[0]!.toLowerCase();
  await page.goto(`/search/${encodeURIComponent(word)}`);
  await expect(page.getByRole('region', { name: 'Matching blogs' }).getByRole('link', { name: title })).toBeVisible();
  // A word only in the blogs' text (the seed's second paragraph): found, with the passage and the word marked.
  await page.goto('/search/notebook');
  const textMatch = page.getByRole('region', { name: 'Matching blogs' }).getByRole('article').first();
  await expect(textMatch.locator('mark')).toHaveText('notebook');
  await expect(textMatch).toContainText('Even the tooling was simple — a notebook and a file called notes.md.');
  await page.goto(`/search/${encodeURIComponent(author)}`);
  const userLink = page.getByRole('complementary', { name: 'Users related to the search' }).getByRole('list', { name: 'Users' }).getByRole('link').first();
  await expect(userLink).toHaveAttribute('href', `/user/${author}`);

  // Open the author's profile.
  await userLink.click();
  await expect(page.getByRole('heading', { level: 1, name: `@${author}` })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Blogs Published' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Published blogs' }).getByRole('link', { name: title })).toBeVisible();
});

test('the same journey works with the keyboard alone', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await expect(feed(page).getByRole('article')).toHaveCount(10);

  // Category filter and back.
  const tech = page.getByRole('button', { name: 'Tech', exact: true });
  await tabTo(page, tech);
  await page.keyboard.press('Enter');
  await expect(tech).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
  await expect(tech).toHaveAttribute('aria-pressed', 'false');

  // Load More.
  const more = page.getByRole('button', { name: 'Load more latest blogs' });
  await tabTo(page, more, 200);
  await page.keyboard.press('Enter');
  await expect.poll(() => feed(page).getByRole('article').count()).toBeGreaterThan(10);

  // Open the first blog, signed in.
  await page.keyboard.press('Shift+Tab');
  const first = feed(page).getByRole('article').first().getByRole('link');
  const title = (await first.innerText()).trim();
  await tabTo(page, first, 200);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const author = (await page.locator('main').getByRole('link', { name: /^@/ }).first().innerText()).replace('@', '').trim();
  await useSession(page, await signIn(request, readerFor(author)));

  // Like and unlike.
  const bar = page.getByRole('group', { name: 'Blog actions', exact: true });
  const like = bar.getByRole('button', { name: /^Like/ });
  await page.waitForLoadState('networkidle');
  const wasLiked = (await like.getAttribute('aria-pressed')) === 'true';
  await tabTo(page, like);
  await page.keyboard.press('Enter');
  await expect(like).toHaveAttribute('aria-pressed', String(!wasLiked));
  await page.keyboard.press('Space');
  await expect(like).toHaveAttribute('aria-pressed', String(wasLiked));

  // Comment from the keyboard; Escape closes the panel and focus returns to its button.
  const comments = bar.getByRole('button', { name: /^Comments/ });
  await tabTo(page, comments);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Comments' });
  const box = drawer.getByRole('textbox', { name: 'Write a comment' });
  await tabTo(page, box);
  await page.keyboard.type('Typed without a mouse');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Comment Posted')).toBeVisible();
  await expect(drawer.getByRole('article').filter({ hasText: 'Typed without a mouse' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(comments).toBeFocused();

  // Share.
  const share = bar.getByRole('button', { name: 'Share' });
  await tabTo(page, share);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Link copied to clipboard!')).toBeVisible();

  // Author's profile through the byline link.
  const authorLink = page.locator('main').getByRole('link', { name: `@${author}` });
  await page.keyboard.press('Shift+Tab');
  for (let i = 0; i < 60 && !(await authorLink.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `@${author}` })).toBeVisible();

  // Focus is always visible: the focused element draws an outline.
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'none';
    const own = getComputedStyle(el);
    const after = getComputedStyle(el, '::after');
    return own.outlineStyle !== 'none' ? own.outlineStyle : after.outlineStyle;
  });
  expect(outline).not.toBe('none');
});

test('a comment posted while the thread is still loading stays in it', async ({ page, request }) => {
  // On a busy server the thread's first page can be read before the new comment is written and
  // arrive after it: that page must not replace the comment the reader has just posted.
  await page.goto('/');
  const first = feed(page).getByRole('article').first().getByRole('link');
  const title = (await first.innerText()).trim();
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const author = (await page.locator('main').getByRole('link', { name: /^@/ }).first().innerText()).replace('@', '').trim();
  await useSession(page, await signIn(request, readerFor(author)));

  let posted!: () => void;
  const commentWritten = new Promise<void>((resolve) => (posted = resolve));
  await page.route('**/api/get-blog-comments', async (route) => {
    const stale = await route.fetch();
    await commentWritten;
    await route.fulfill({ response: stale });
  });
  page.on('response', (res) => {
    if (res.url().endsWith('/api/add-comment') && res.ok()) posted();
  });

  const bar = page.getByRole('group', { name: 'Blog actions', exact: true });
  await bar.getByRole('button', { name: /^Comments/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Comments' });
  await drawer.getByRole('textbox', { name: 'Write a comment' }).fill('Posted while the thread loads');
  await drawer.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(page.getByText('Comment Posted')).toBeVisible();
  await expect(drawer.getByRole('status', { name: 'Loading comments' })).toHaveCount(0);
  await expect(drawer.getByRole('article').filter({ hasText: 'Posted while the thread loads' })).toBeVisible();
});

test('a blog whose stored text holds script payloads executes nothing', async ({ page, request }) => {
  const me = await signIn(request, 'dennis');
  const auth = { Authorization: `Bearer ${me.access_token}` };
  const latest = (await (await request.post('/api/latest-blogs', { data: { page: 1 } })).json()) as { blogs: { banner: string }[] };
  const payload = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script><svg onload="window.__pwned=1"></svg>';
  const created = await request.post('/api/create-blog', {
    headers: auth,
    data: {
      title: 'Payloads <script>window.__pwned=1</script> in a title',
      banner: latest.blogs[0]!.banner,
      des: 'A blog full of things that must not run <img src=x onerror=alert(1)>',
      tags: ['tech'],
      draft: false,
      content: {
        time: Date.now(),
        version: '2.31.7',
        blocks: [
          { type: 'paragraph', data: { text: `Hello ${payload} <a href="javascript:window.__pwned=1">click me</a> <b onclick="window.__pwned=1">bold</b>` } },
          { type: 'header', data: { text: `Header ${payload}`, level: 2 } },
          { type: 'quote', data: { text: `Quote <iframe src="javascript:window.__pwned=1"></iframe>`, caption: '<style>body{display:none}</style>Someone', alignment: 'left' } },
          { type: 'list', data: { style: 'unordered', items: [`Item ${payload}`] } },
          { type: 'image', data: { file: { url: 'javascript:window.__pwned=1' }, caption: payload } },
          { type: 'embed', data: { service: 'youtube', source: 'https://evil.example/watch?v=x', embed: 'javascript:window.__pwned=1', width: 580, height: 320 } },
        ],
      },
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { id } = (await created.json()) as { id: string };

  const dialogs: string[] = [];
  const errors: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text());
  });

  await page.goto(`/blogs/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Payloads');
  await page.getByText('click me').first().click();
  await page.getByText('bold', { exact: true }).first().click();
  // A handler the clicks could have run would have run by the next frame and task.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.locator('main script, main iframe, main [onerror], main [onclick], main [onload], main a[href^="javascript"]').count()).toBe(0);
  expect(dialogs).toEqual([]);
  expect(errors).toEqual([]);
});

test('an unknown blog or user shows the not-found page', async ({ page }) => {
  await page.goto('/blogs/no-such-blog-here');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go back to the home page' })).toHaveAttribute('href', '/');
  await page.goto('/user/no-such-user-here');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Inkwell');
});
