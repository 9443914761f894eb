import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';

/** A real account made through the API, stored as the app stores a session. */
async function signInAs(page: Page, request: APIRequestContext) {
  const email = `shell-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const res = await request.post('/api/signup', { data: { fullname: 'Shell Tester', email, password: 'Secret123' } });
  expect(res.ok()).toBeTruthy();
  const session = await res.json();
  await page.evaluate((s) => sessionStorage.setItem('user', JSON.stringify(s)), session);
  return session as { username: string };
}

test.describe('app shell', () => {
  test('the theme menu chooses light, dark or system, applies it to body and keeps it across a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('body')).toHaveAttribute('data-theme', 'light');
    const trigger = page.getByRole('button', { name: 'Theme' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => sessionStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
  });

  test('the search box goes to /search/{lower-cased query} on Enter and is cleared after', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await search.fill('Engine Notes');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\/engine%20notes$/);
    await expect(search).toHaveValue('');
    await expect(search).not.toBeFocused();
  });

  test('an unknown path shows the not-found page with a link home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: /home page/i }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('protected routes send a visitor to /signin; a signed-in user skips /signin', async ({ page, request }) => {
    for (const path of ['/editor', '/dashboard/blogs', '/dashboard/notifications', '/settings/edit-profile', '/settings/change-password']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/signin$/);
    }
    await signInAs(page, request);
    await page.goto('/signin');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a signed-in user sees the bell and the avatar menu; Sign Out ends the session on the server and here', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    const { username } = await signInAs(page, request);
    await page.reload();
    await page.getByRole('button', { name: /account menu/i }).click();
    await expect(page.getByRole('menuitem', { name: new RegExp(`@${username}`) })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: /notifications/i })).toBeVisible();
    await page.getByRole('button', { name: /account menu/i }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('user')!).access_token as string);
    await page.evaluate((u) => localStorage.setItem(`inkwell:editor-copy:${u}:new`, '{"title":"unsaved"}'), username);
    await page.getByRole('menuitem', { name: /Sign Out/ }).click();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('user'))).toBeNull();
    expect(await page.evaluate((u) => localStorage.getItem(`inkwell:editor-copy:${u}:new`), username)).toBeNull();
    // The server ended that token: it no longer works anywhere.
    await expect.poll(async () => (await request.get('/api/new-notification', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
  });
});
