import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { expect, test, waitForApp, waitingForApp } from './fixtures.ts';

// The canvas colours of the two themes (src/design/tokens/palette.ts).
const DARK_CANVAS = 'rgb(15, 17, 21)';
const LIGHT_CANVAS = 'rgb(255, 255, 255)';

/**
 * Every theme the page was in, from its first script on: the attribute on <html> and <body> each
 * time it changes (a MutationObserver installed before the page's own scripts), so a flash of the
 * other theme, even for one frame during hydration, shows in the list.
 */
async function recordThemes(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { themesSeen: string[] }).themesSeen = seen;
    const note = (el: Element | null) => {
      const theme = el?.getAttribute('data-theme');
      if (theme && seen[seen.length - 1] !== theme) seen.push(theme);
    };
    new MutationObserver((records) => records.forEach((r) => note(r.target as Element))).observe(document, {
      attributes: true,
      attributeFilter: ['data-theme'],
      subtree: true,
    });
  });
}
const themesSeen = (page: Page) => page.evaluate(() => (window as unknown as { themesSeen: string[] }).themesSeen);

/** A fresh browser (its own storage) whose device is set to `colorScheme`, its pages waiting for the app. */
async function freshBrowser(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ colorScheme: 'light', ...options });
  await recordThemes(context);
  const cspErrors: string[] = [];
  const newPage = async () => {
    const page = await context.newPage();
    page.on('console', (m) => m.type() === 'error' && /Content Security Policy/i.test(m.text()) && cspErrors.push(m.text()));
    return options.javaScriptEnabled === false ? page : waitingForApp(page);
  };
  return { context, newPage, cspErrors };
}

async function chooseTheme(page: Page, name: 'Light' | 'Dark' | 'System') {
  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByRole('menuitemradio', { name }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
}

test.describe('theme', () => {
  test('a dark system gets the dark theme at first paint: without JavaScript, and from the head script before the app runs', async ({ browser }) => {
    // No script at all: the style sheet alone follows the device.
    const noScript = await freshBrowser(browser, { colorScheme: 'dark', javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto('/');
    await expect(plain.locator('main article').first()).toBeVisible();
    await expect(plain.locator('body')).toHaveCSS('background-color', DARK_CANVAS);
    await noScript.context.close();

    // With scripts, but the app's own code held back: only the head's inline script has run, and the
    // page the server drew is dark already (the CSP let that script run by its hash).
    const held = await freshBrowser(browser, { colorScheme: 'dark' });
    await held.context.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const early = await held.context.newPage();
    await early.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(early.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(early.locator('html')).toHaveAttribute('data-theme-preference', 'system');
    await expect(early.locator('body')).toHaveCSS('background-color', DARK_CANVAS);
    await expect(early.locator('#root[data-server-rendered] main article').first()).toBeVisible();
    expect(await themesSeen(early)).toEqual(['dark']);
    await held.context.close();

    // The whole app: hydration keeps the theme, never a frame of light.
    const full = await freshBrowser(browser, { colorScheme: 'dark' });
    const page = await full.newPage();
    await page.goto('/');
    await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('body')).toHaveCSS('background-color', DARK_CANVAS);
    expect(await page.evaluate(() => sessionStorage.getItem('theme'))).toBe('dark');
    expect(await themesSeen(page)).toEqual(['dark']);
    expect(full.cspErrors).toEqual([]);
    await full.context.close();
  });

  test('a visitor’s choice survives a reload and a new tab, and is drawn from the first paint', async ({ browser }) => {
    const visitor = await freshBrowser(browser, { colorScheme: 'light' });
    const page = await visitor.newPage();
    await page.goto('/');
    await expect(page.locator('body')).toHaveAttribute('data-theme', 'light');
    await chooseTheme(page, 'Dark');
    await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => sessionStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    await expect(page.locator('body')).toHaveCSS('background-color', DARK_CANVAS);
    expect(await themesSeen(page)).toEqual(['dark']);

    const tab = await visitor.newPage();
    await tab.goto('/');
    await expect(tab.locator('body')).toHaveAttribute('data-theme', 'dark');
    expect(await themesSeen(tab)).toEqual(['dark']);
    // The menu says what was chosen.
    await tab.getByRole('button', { name: 'Theme' }).click();
    await expect(tab.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    await tab.keyboard.press('Escape');
    expect(visitor.cspErrors).toEqual([]);
    await visitor.context.close();
  });

  test('system follows the device when its setting changes, a fixed choice does not', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('body')).toHaveCSS('background-color', LIGHT_CANVAS);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('body')).toHaveCSS('background-color', DARK_CANVAS);
    expect(await page.evaluate(() => sessionStorage.getItem('theme'))).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('body')).toHaveAttribute('data-theme', 'light');

    await chooseTheme(page, 'Light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme-preference', 'light');
    await expect(page.locator('body')).toHaveAttribute('data-theme', 'light');
    // Back to system: the device's dark setting applies at once.
    await chooseTheme(page, 'System');
    await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
  });

  test('a member’s theme, chosen in Settings, follows them to a new browser once they sign in', async ({ browser, request }) => {
    const email = `theme-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
    expect((await request.post('/api/signup', { data: { fullname: 'Theme Member', email, password: 'Secret123' } })).ok()).toBeTruthy();
    const signIn = async (page: Page) => {
      await page.goto('/signin');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('Secret123');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/$/);
    };

    const first = await freshBrowser(browser, { colorScheme: 'light' });
    const home = await first.newPage();
    await signIn(home);
    await home.goto('/settings/preferences');
    await expect(home.getByRole('heading', { level: 1, name: 'Preferences' })).toBeVisible();
    await expect(home.getByRole('radio', { name: 'System' })).toBeChecked();
    const saved = home.waitForResponse((r) => r.url().endsWith('/api/update-preferences'));
    // A person presses the option around the radio.
    await home.locator('label', { hasText: 'Dark' }).click();
    expect(await (await saved).json()).toEqual({ language: null, theme: 'dark' });
    await expect(home.locator('body')).toHaveAttribute('data-theme', 'dark');
    await first.context.close();

    // Another browser, its device light, nothing stored: signing in brings the member's dark theme.
    const second = await freshBrowser(browser, { colorScheme: 'light' });
    const away = await second.newPage();
    await away.goto('/');
    await expect(away.locator('body')).toHaveAttribute('data-theme', 'light');
    await signIn(away);
    await expect(away.locator('body')).toHaveAttribute('data-theme', 'dark');
    await expect(away.locator('body')).toHaveCSS('background-color', DARK_CANVAS);
    // From then on this browser draws it from the first paint too.
    await away.reload();
    await waitForApp(away);
    expect(await themesSeen(away)).toEqual(['dark']);
    expect(second.cspErrors).toEqual([]);
    await second.context.close();
  });
});
