import { expect, moveServerClock, test, waitingForApp, type APIRequestContext, type Page } from './fixtures.ts';

// Publishing journeys that need no editor changes: previews and series.

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/**
 * Waits until the editor has taken in typed text: its copy on this device (written a pause after
 * Editor.js reports a change) holds it. Before that, leaving the page has nothing new to send.
 */
async function editorReported(page: Page, text: string, timeout = 15_000) {
  await expect.poll(() => page.evaluate((t) => Object.values(localStorage).some((v) => v.includes(t)), text), { timeout }).toBe(true);
}

async function signUp(request: APIRequestContext, name: string) {
  const res = await request.post('/api/signup', { data: { fullname: `${name} Tester`, email: unique(name), password: 'Secret123' } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as { access_token: string; username: string; fullname: string };
}

async function write(request: APIRequestContext, token: string, title: string, text: string, draft = false) {
  const latest = (await (await request.post('/api/latest-blogs', { data: { page: 1 } })).json()) as { blogs: { banner: string }[] };
  const res = await request.post('/api/create-blog', {
    ...auth(token),
    data: { title, banner: latest.blogs[0]!.banner, des: 'A publishing journey', content: { time: 1, blocks: [{ type: 'paragraph', data: { text } }], version: '2.31.7' }, tags: ['tech'], draft },
  });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).id as string;
}

test.describe('publishing', () => {
  test('a preview link shows the draft to a signed-out reader, kept out of search engines; turned off, it is gone', async ({ page, request }) => {
    const author = await signUp(request, 'previewer');
    const blogId = await write(request, author.access_token, `Not yet public ${Date.now()}`, 'Draft words for a friend', true);
    const { url } = await (await request.post('/api/preview-link', { ...auth(author.access_token), data: { blog_id: blogId, enabled: true } })).json();
    const path = new URL(url, 'http://x').pathname;

    const response = await page.goto(path);
    expect(response!.headers()['x-robots-tag']).toContain('noindex');
    await expect(page.getByRole('note')).toContainText('Preview: this blog is not published yet.');
    await expect(page.getByText('Draft words for a friend')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('button', { name: /^Comments/ })).toHaveCount(0);

    await request.post('/api/preview-link', { ...auth(author.access_token), data: { blog_id: blogId, enabled: false } });
    await page.reload();
    await expect(page.getByText(/The preview you are looking for does not exist/)).toBeVisible();
  });

  test('read a series from its first part to the next, and see it listed in order', async ({ page, request }) => {
    const author = await signUp(request, 'serialist');
    const first = await write(request, author.access_token, `The mill ${Date.now()}`, 'First part text');
    const second = await write(request, author.access_token, `The store ${Date.now()}`, 'Second part text');
    for (const blog_id of [first, second]) {
      expect((await request.post('/api/set-series', { ...auth(author.access_token), data: { blog_id, series: 'Engines, explained' } })).ok()).toBeTruthy();
    }
    await page.goto(`/blogs/${first}`);
    const nav = page.getByRole('navigation', { name: 'Series: Engines, explained' });
    await expect(nav).toContainText('Part 1 of 2 in Engines, explained');
    await nav.getByRole('link', { name: /^Next:/ }).click();
    await expect(page).toHaveURL(new RegExp(`/blogs/${second}$`));
    await expect(page.getByText('Second part text')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Series: Engines, explained' })).toContainText('Part 2 of 2');

    await page.getByRole('navigation', { name: 'Series: Engines, explained' }).getByRole('link', { name: 'Engines, explained' }).click();
    await expect(page).toHaveURL(new RegExp(`/series/${author.username}/engines-explained$`));
    const parts = page.getByRole('list', { name: 'Parts of Engines, explained' });
    await expect(parts.getByRole('article')).toHaveCount(2);
    await expect(parts.getByRole('article').first()).toContainText('The mill');

    // The author's profile lists the series under its own tab.
    await page.goto(`/user/${author.username}`);
    await page.getByRole('tab', { name: 'Series' }).click();
    const listed = page.getByRole('list', { name: `Series by @${author.username}` });
    await expect(listed).toContainText('2 parts');
    await listed.getByRole('link', { name: 'Engines, explained' }).click();
    await expect(page).toHaveURL(new RegExp(`/series/${author.username}/engines-explained$`));
  });
});

test('two tabs edit one blog: the second save shows the conflict Dialog, and Merge keeps both changes', async ({ browser, request }) => {
  const author = await signUp(request, 'twotabs');
  const latest = (await (await request.post('/api/latest-blogs', { data: { page: 1 } })).json()) as { blogs: { banner: string }[] };
  const created = await request.post('/api/create-blog', {
    ...auth(author.access_token),
    data: {
      title: `Two tabs ${Date.now()}`,
      banner: latest.blogs[0]!.banner,
      des: 'A draft edited twice',
      content: { time: 1, blocks: [{ id: 'p1', type: 'paragraph', data: { text: 'First paragraph' } }, { id: 'p2', type: 'paragraph', data: { text: 'Second paragraph' } }], version: '2.31.7' },
      tags: ['tech'],
      draft: true,
    },
  });
  const { id } = await created.json();

  const open = async () => {
    const page = waitingForApp(await (await browser.newContext()).newPage());
    await page.goto('/');
    await page.evaluate((s) => sessionStorage.setItem('user', JSON.stringify(s)), author);
    await page.goto(`/editor/${id}`);
    await expect(page.locator('#textEditor .ce-paragraph').nth(1)).toHaveText('Second paragraph');
    return page;
  };
  const tabA = await open();
  const tabB = await open();

  await tabA.locator('#textEditor .ce-paragraph').first().click();
  await tabA.keyboard.press('End');
  await tabA.keyboard.type(' (edited in tab A)');
  await tabA.getByRole('button', { name: 'Save Draft' }).click();
  await expect(tabA.getByText('Draft Saved')).toBeVisible();

  await tabB.locator('#textEditor .ce-paragraph').nth(1).click();
  await tabB.keyboard.press('End');
  await tabB.keyboard.type(' (edited in tab B)');
  await tabB.getByRole('button', { name: 'Save Draft' }).click();
  const dialog = tabB.getByRole('dialog', { name: 'This blog changed since you opened it' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expect(tabB.locator('#textEditor .ce-paragraph').first()).toHaveText('First paragraph (edited in tab A)');
  await expect(tabB.locator('#textEditor .ce-paragraph').nth(1)).toHaveText('Second paragraph (edited in tab B)');
  await tabB.getByRole('button', { name: 'Save Draft' }).click();
  await expect(tabB.getByText('Draft Saved')).toBeVisible();

  const stored = (await (await request.post('/api/get-blog', { ...auth(author.access_token), data: { blog_id: id, mode: 'edit' } })).json()).blog;
  expect(stored.content[0].blocks.map((b: { data: { text: string } }) => b.data.text)).toEqual(['First paragraph (edited in tab A)', 'Second paragraph (edited in tab B)']);
});

test('close the tab mid-draft: a fresh browser finds the text saved on the server', async ({ browser, request }) => {
  const author = await signUp(request, 'closer');
  const id = await write(request, author.access_token, `Closed mid-draft ${Date.now()}`, 'Start of the draft', true);
  const context = await browser.newContext();
  const page = waitingForApp(await context.newPage());
  await page.goto('/');
  await page.evaluate((s) => sessionStorage.setItem('user', JSON.stringify(s)), author);
  await page.goto(`/editor/${id}`);
  await expect(page.getByRole('status').filter({ hasText: 'No unsaved changes' })).toBeVisible();
  await page.locator('#textEditor .ce-paragraph').first().click();
  await page.keyboard.press('End');
  await page.keyboard.type(' and words written just before closing');
  // Editor.js has reported the change (debounced) once the device's copy holds it, well before the
  // 30 s autosave: the save comes from leaving. (A fixed second was not always enough on a slow host.)
  await editorReported(page, 'words written just before closing');
  await page.close({ runBeforeUnload: true });
  await context.close();

  const fresh = waitingForApp(await (await browser.newContext()).newPage());
  await fresh.goto('/');
  await fresh.evaluate((s) => sessionStorage.setItem('user', JSON.stringify(s)), author);
  await expect(async () => {
    const stored = (await (await request.post('/api/get-blog', { ...auth(author.access_token), data: { blog_id: id, mode: 'edit' } })).json()).blog;
    expect(stored.content[0].blocks[0].data.text).toBe('Start of the draft and words written just before closing');
  }).toPass({ timeout: 5000 });
  await fresh.goto(`/editor/${id}`);
  await expect(fresh.locator('#textEditor .ce-paragraph').first()).toHaveText('Start of the draft and words written just before closing');
});

test('schedule a blog two minutes ahead: it appears on the home page by itself', async ({ page, request }) => {
  const author = await signUp(request, 'scheduler');
  const title = `Appears by itself ${Date.now()}`;
  const id = await write(request, author.access_token, title, 'Published by the server at its minute', true);
  await page.goto('/');
  await page.evaluate((s) => sessionStorage.setItem('user', JSON.stringify(s)), author);
  await page.goto(`/editor/${id}`);
  await expect(page.locator('#textEditor .ce-paragraph').first()).toHaveText('Published by the server at its minute');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('radio', { name: 'Schedule' }).check();
  // Two minutes ahead, in the browser's own time zone (the input's value has no zone).
  const at = await page.evaluate(() => {
    const d = new Date(Date.now() + 2 * 60_000);
    return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  });
  await page.getByLabel('Publish at (your time)').fill(at);
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.locator('[data-sonner-toast]').getByText(/^Scheduled for /)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/blogs\?tab=scheduled$/);
  await expect(page.getByRole('tab', { name: 'Scheduled', selected: true })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText(/Scheduled for .* \d\d:\d\d/)).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  // Two minutes pass for the server's scheduler (its clock, moved forward; the real wait was most of
  // this suite's time), and the blog goes live with nobody asking.
  moveServerClock(2 * 60_000 + 5000);
  try {
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('link', { name: title }).first()).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000, intervals: [1000] });
  } finally {
    moveServerClock(0);
  }
});

test('restore an older revision from the History panel: it becomes the unpublished changes', async ({ page, request }) => {
  const author = await signUp(request, 'restorer');
  const latest = (await (await request.post('/api/latest-blogs', { data: { page: 1 } })).json()) as { blogs: { banner: string }[] };
  const save = (title: string, text: string, id?: string) =>
    request.post('/api/create-blog', {
      ...auth(author.access_token),
      data: { ...(id ? { id } : {}), title, banner: latest.blogs[0]!.banner, des: 'Revisions', content: { time: 1, blocks: [{ id: 'p1', type: 'paragraph', data: { text } }], version: '2.31.7' }, tags: ['tech'], draft: false },
    });
  const { id } = await (await save(`Version one ${Date.now()}`, 'Old words')).json();
  await save('Version two', 'New words', id);

  await page.goto('/');
  await page.evaluate((s) => sessionStorage.setItem('user', JSON.stringify(s)), author);
  await page.goto(`/editor/${id}`);
  await expect(page.locator('#textEditor .ce-paragraph').first()).toHaveText('New words');
  await page.getByRole('button', { name: 'History', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'History' });
  await drawer.getByRole('button', { name: /Revision 1: Version one/ }).click();
  const compared = drawer.getByRole('list', { name: 'Revision 1, compared with your current version' });
  await expect(compared).toContainText('Changed since');
  await expect(compared).toContainText('Old words');
  await drawer.getByRole('button', { name: 'Restore revision 1' }).click();
  await expect(page.getByText('Revision 1 restored as your unpublished changes')).toBeVisible();
  await expect(page.locator('#textEditor .ce-paragraph').first()).toHaveText('Old words');
  await expect(page.getByRole('note').filter({ hasText: 'Unpublished changes' })).toBeVisible();

  // Readers still get the published version.
  const published = (await (await request.post('/api/get-blog', { data: { blog_id: id } })).json()).blog;
  expect(published.content[0].blocks[0].data.text).toBe('New words');

  // Discard, confirmed: the editor goes back to what readers see, and nothing is pending any more.
  const notice = page.getByRole('note').filter({ hasText: 'Unpublished changes' });
  await notice.getByRole('button', { name: 'Discard' }).click();
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByText('Changes discarded: the editor shows the published version')).toBeVisible();
  await expect(page.locator('#textEditor .ce-paragraph').first()).toHaveText('New words');
  await expect(notice).toHaveCount(0);
  const stored = (await (await request.post('/api/get-blog', { ...auth(author.access_token), data: { blog_id: id, mode: 'edit' } })).json()).blog;
  expect(stored.pending).toBeUndefined();
});

test('words typed before the editor has read its starting point are saved on leaving (a busy browser)', async ({ browser, request }) => {
  // The editor reads its baseline ("what is unchanged") when the browser is next idle. A busy browser
  // is idle late: here idle time comes 4 s late, so the writer types before the baseline is read. The
  // baseline then already holds their words; it had made them look unchanged, and they were lost.
  const author = await signUp(request, 'early');
  const id = await write(request, author.access_token, `Typed early ${Date.now()}`, 'The first words');
  const context = await browser.newContext();
  await context.addInitScript(() => {
    window.requestIdleCallback = ((run: IdleRequestCallback) => window.setTimeout(() => run({ didTimeout: true, timeRemaining: () => 0 }), 4000)) as typeof window.requestIdleCallback;
  });
  const page = waitingForApp(await context.newPage());
  await page.goto('/');
  await page.evaluate((s) => sessionStorage.setItem('user', JSON.stringify(s)), author);
  await page.goto(`/editor/${id}`);
  await page.locator('#textEditor .ce-paragraph').first().click();
  await page.keyboard.press('End');
  await page.keyboard.type(', and more typed at once');
  await expect(page.locator('#textEditor .ce-paragraph').first()).toHaveText('The first words, and more typed at once');
  // The scenario's own timing: Editor.js is ready after one late idle time (4 s) and reports the
  // change after its own idle work; the baseline is read after another (8 s), and the copy on this
  // device is written a pause (2 s) and an idle time (4 s) after the report: 15 s was too short.
  await editorReported(page, 'The first words, and more typed at once', 30_000);
  const closed = page.waitForEvent('close');
  await page.close({ runBeforeUnload: true });
  await closed;
  await expect(async () => {
    const stored = (await (await request.post('/api/get-blog', { ...auth(author.access_token), data: { blog_id: id, mode: 'edit' } })).json()).blog;
    expect(stored.pending).toBe(true);
  }).toPass({ timeout: 10_000 });
  await context.close();
});

test('edit a published blog: readers keep the old text until the author publishes the changes', async ({ browser, request }) => {
  const author = await signUp(request, 'updater');
  const id = await write(request, author.access_token, `Living document ${Date.now()}`, 'The published words');
  const signedIn = async () => {
    const page = waitingForApp(await (await browser.newContext()).newPage());
    await page.goto('/');
    await page.evaluate((s) => sessionStorage.setItem('user', JSON.stringify(s)), author);
    return page;
  };
  const editor = await signedIn();
  await editor.goto(`/editor/${id}`);
  await editor.locator('#textEditor .ce-paragraph').first().click();
  await editor.keyboard.press('End');
  await editor.keyboard.type(', revised');
  await editorReported(editor, 'The published words, revised');
  // The work goes to the server as the pending edit. (close() does not wait with runBeforeUnload.)
  const closed = editor.waitForEvent('close');
  await editor.close({ runBeforeUnload: true });
  await closed;

  const reader = waitingForApp(await (await browser.newContext()).newPage());
  await expect(async () => {
    const stored = (await (await request.post('/api/get-blog', { ...auth(author.access_token), data: { blog_id: id, mode: 'edit' } })).json()).blog;
    expect(stored.pending).toBe(true);
  }).toPass({ timeout: 5000 });
  await reader.goto(`/blogs/${id}`);
  await expect(reader.getByText('The published words', { exact: true })).toBeVisible();

  const again = await signedIn();
  await again.goto(`/editor/${id}`);
  await expect(again.getByRole('note').filter({ hasText: 'Unpublished changes' })).toBeVisible();
  await expect(again.locator('#textEditor .ce-paragraph').first()).toHaveText('The published words, revised');
  await again.getByRole('note').filter({ hasText: 'Unpublished changes' }).getByRole('button', { name: 'Update' }).click();
  await again.getByRole('form', { name: 'Publish' }).getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(again.getByText('Published!')).toBeVisible();

  await reader.reload();
  await expect(reader.getByText('The published words, revised')).toBeVisible();
});
