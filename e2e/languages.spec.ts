import { PNG } from 'pngjs';
import type { APIRequestContext, Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expect, test, waitForApp, waitingForApp } from './fixtures.ts';

// The reader's language from the first byte the server sends: the browser's (Accept-Language), a
// choice made on this browser (the picker, kept in a cookie), or a member's own setting. The words
// below are the catalogues' translations (src/locales/{es,ar}/messages.po), written out by hand so
// that a lost or English-again message fails here.

const ES = { latest: 'Últimos blogs', write: 'Escribir', signIn: 'Iniciar sesión', language: 'Idioma', comments: 'Comentarios', blogActions: 'Acciones del blog' };
const AR = {
  latest: 'أحدث التدوينات',
  write: 'اكتب',
  signIn: 'تسجيل الدخول',
  signUp: 'إنشاء حساب',
  fullName: 'الاسم الكامل',
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  home: 'Inkwell',
  newBlog: 'مدونة جديدة',
  blogTitle: 'عنوان المدونة',
  uploadBanner: 'رفع صورة غلاف للمدونة (PNG أو JPG أو JPEG)',
  publish: 'نشر',
  description: 'وصف قصير لمدونتك',
  topics: 'المواضيع (تساعد القرّاء على العثور على مدونتك)',
  blogLanguage: 'لغة هذه المدونة',
  /** The main tag "tech" offered under the topics, by the name the home page's categories give it. */
  addTech: '+ التقنية',
  blogActions: 'إجراءات التدوينة',
  comments: 'التعليقات',
  writeComment: 'اكتب تعليقًا',
  comment: 'تعليق',
};

/** A small real PNG (the server recognises images by their bytes). */
function pngFile(name: string) {
  const png = new PNG({ width: 160, height: 90 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([200, 120, 40, 255], i);
  return { name, mimeType: 'image/png', buffer: PNG.sync.write(png) };
}

async function firstBlog(request: APIRequestContext) {
  const { blogs } = await (await request.post('/api/latest-blogs', { data: { page: 1 } })).json();
  return blogs[0] as { blog_id: string; title: string };
}

/** A fresh browser (its own storage and cookies) whose pages wait for the app after each load. */
async function freshBrowser(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext({ colorScheme: 'light', ...options });
  return { context, newPage: async () => waitingForApp(await context.newPage()) };
}

/** The <html> start tag of a page's raw HTML, as the server sent it. */
const htmlTag = (html: string) => html.match(/<html[^>]*>/)?.[0] ?? '';

/**
 * Every language <html> was in from its first byte on (read when the document is parsed, then each
 * change, by a MutationObserver installed before the page's own scripts), and whether the feed's
 * English name ever showed: a flash of English during hydration shows in either.
 */
async function recordLanguages(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    const record = window as unknown as { langsSeen: string[]; englishShown: boolean };
    record.langsSeen = seen;
    record.englishShown = false;
    const note = () => {
      const lang = document.documentElement?.getAttribute('lang');
      if (lang && seen[seen.length - 1] !== lang) seen.push(lang);
      if (document.querySelector('[aria-label="Latest blogs"]')) record.englishShown = true;
    };
    new MutationObserver(note).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['lang', 'aria-label'] });
    document.addEventListener('DOMContentLoaded', note);
  });
}
const languagesSeen = (page: Page) => page.evaluate(() => (window as unknown as { langsSeen: string[] }).langsSeen);

test.describe('languages', () => {
  test('a Spanish browser gets Spanish pages from the first server-drawn byte, and the app stays Spanish', async ({ browser, request }) => {
    const blog = await firstBlog(request);
    for (const path of ['/', `/blogs/${blog.blog_id}`]) {
      const res = await request.get(path, { headers: { 'Accept-Language': 'es-ES,es;q=0.9,en;q=0.5' } });
      expect(res.ok()).toBeTruthy();
      expect(res.headers()['vary']).toMatch(/Accept-Language/i);
      const html = await res.text();
      expect(htmlTag(html)).toMatch(/ lang="es"/);
      expect(htmlTag(html)).toMatch(/ dir="ltr"/);
      // The drawn screen itself, not only its tag: the navigation's words.
      expect(html).toContain(ES.write);
      expect(html).toContain(ES.signIn);
      if (path === '/') expect(html).toContain(ES.latest);
      else expect(html).toContain(ES.blogActions);
    }

    const spanish = await freshBrowser(browser, { locale: 'es-ES' });
    const page = await spanish.newPage();
    await recordLanguages(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('region', { name: ES.latest })).toBeVisible();
    await expect(page.getByRole('link', { name: ES.signIn })).toBeVisible();
    // Hydrated: still Spanish, and never English for a moment.
    expect(await languagesSeen(page)).toEqual(['es']);
    expect(await page.evaluate(() => (window as unknown as { englishShown: boolean }).englishShown)).toBe(false);
    await page.goto(`/blogs/${blog.blog_id}`);
    await expect(page.getByRole('group', { name: ES.blogActions, exact: true }).getByRole('button', { name: new RegExp(`^${ES.comments}`) })).toBeVisible();
    expect(await languagesSeen(page)).toEqual(['es']);
    await spanish.context.close();
  });

  test('an Arabic browser gets a mirrored layout, and signs up in Arabic', async ({ browser, request }) => {
    const html = await (await request.get('/', { headers: { 'Accept-Language': 'ar' } })).text();
    expect(htmlTag(html)).toMatch(/ lang="ar"/);
    expect(htmlTag(html)).toMatch(/ dir="rtl"/);

    const arabic = await freshBrowser(browser, { locale: 'ar', viewport: { width: 1280, height: 800 } });
    const page = await arabic.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // Mirrored: the logo starts the line on the right, the write link sits to its left.
    const logo = await page.getByRole('banner').locator('a[href="/"]').first().boundingBox();
    const write = await page.getByRole('link', { name: AR.write }).boundingBox();
    expect(logo && write).toBeTruthy();
    expect(logo!.x).toBeGreaterThan(1280 / 2);
    expect(write!.x).toBeLessThan(logo!.x);
    // The interface around the feed reads right to left; a blog's own title reads in the direction
    // of its words (the e2e data is English: left to right inside its right-to-left column).
    await expect(page.locator('main')).toHaveCSS('direction', 'rtl');
    await expect(page.locator('main h2').first()).toHaveAttribute('dir', 'auto');
    await expect(page.locator('main h2').first()).toHaveCSS('direction', 'ltr');

    // Sign up in Arabic.
    const stamp = Date.now().toString(36);
    const email = `arabic.${stamp}@example.com`;
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: AR.signUp })).toBeVisible();
    await page.getByLabel(AR.fullName).fill('ليلى الكاتبة');
    await page.getByLabel(AR.email).fill(email);
    await page.getByLabel(AR.password, { exact: true }).fill('Secret12');
    await page.getByRole('button', { name: AR.signUp }).click();
    await expect(page).toHaveURL(/\/$/);
    await arabic.context.close();
  });

  // The last click on Publish in the Arabic publish form left the page on /editor (no navigation to
  // the dashboard) in the runs so far, with the form filled as the screenshot shows; the cause is
  // not found yet. Marked to fix, not deleted: it is the journey the languages work must pass.
  test('an Arabic author writes, publishes and comments in Arabic', async ({ browser }) => {
    test.setTimeout(150_000);
    const arabic = await freshBrowser(browser, { locale: 'ar', viewport: { width: 1280, height: 800 } });
    const page = await arabic.newPage();
    const stamp = Date.now().toString(36);
    const email = `arabic.writer.${stamp}@example.com`;
    await page.goto('/signup');
    await page.getByLabel(AR.fullName).fill('ليلى الكاتبة');
    await page.getByLabel(AR.email).fill(email);
    await page.getByLabel(AR.password, { exact: true }).fill('Secret12');
    await page.getByRole('button', { name: AR.signUp }).click();
    await expect(page).toHaveURL(/\/$/);

    // Write and publish in the editor, its own words in Arabic.
    const title = `ملاحظات عن المحرّك ${stamp}`;
    await page.goto('/editor');
    await expect(page.getByText(AR.newBlog)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByLabel(AR.uploadBanner).setInputFiles(pngFile('banner.png'));
    await expect(page.locator('img[src*="/uploads"]').first()).toBeVisible();
    const titleBox = page.getByLabel(AR.blogTitle);
    await titleBox.fill(title);
    await expect(page.getByRole('button', { name: AR.publish, exact: true })).toBeEnabled();
    const editor = page.locator('#textEditor');
    await editor.locator('.ce-paragraph').first().click();
    await page.keyboard.type('يحيك المحرّك أنماطًا جبرية كما يحيك النول الأزهار.');
    await expect(editor.locator('.ce-paragraph').first()).toHaveCSS('direction', 'rtl');
    // A quotation in a Latin script, in its own paragraph, reads left to right in the Arabic interface
    // (each block takes dir="auto"). Enter is bound in an idle moment after a block is made (e2e/author.spec.ts).
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    await page.keyboard.press('Enter');
    await expect(editor.locator('.ce-paragraph')).toHaveCount(2);
    await page.keyboard.type('The Analytical Engine weaves algebraic patterns.');
    await expect(editor.locator('.ce-paragraph').nth(1)).toHaveCSS('direction', 'ltr');
    await expect(editor.locator('.ce-paragraph').first()).toHaveCSS('direction', 'rtl');
    await page.getByRole('button', { name: AR.publish, exact: true }).click();
    await page.getByLabel(AR.description).fill('كيف يغيّر نول الأرقام الحساب.');
    // The blog's language starts as the interface's, named in its own words.
    await expect(page.getByLabel(AR.blogLanguage)).toHaveValue('ar');
    await expect(page.getByLabel(AR.blogLanguage).locator('option:checked')).toHaveText('العربية');
    await page.getByLabel(AR.topics).fill('تاريخ');
    await page.keyboard.press('Enter');
    // SPEC.md: one of the tags must be a main tag; the form offers them in the interface's language.
    await page.getByRole('button', { name: AR.addTech, exact: true }).click();
    await expect(page.getByRole('list', { name: 'الوسوم المضافة' }).getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: AR.publish, exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/blogs$/);

    // Read it and comment on it.
    await page.goto('/');
    await page.getByText(title).first().click();
    await expect(page).toHaveURL(/\/blogs\//);
    await expect(page.getByText('يحيك المحرّك أنماطًا جبرية')).toBeVisible();
    // The blog's own words carry its language; each paragraph its own direction.
    await expect(page.locator('article h1')).toHaveAttribute('lang', 'ar');
    const body = page.locator('article [lang="ar"][dir="rtl"]').filter({ hasText: 'يحيك المحرّك' });
    await expect(body).toHaveCount(1);
    await expect(body.getByText('The Analytical Engine weaves')).toHaveCSS('direction', 'ltr');
    await page.getByRole('group', { name: AR.blogActions, exact: true }).getByRole('button', { name: new RegExp(`^${AR.comments}`) }).click();
    const drawer = page.getByRole('dialog', { name: AR.comments });
    const text = `قراءة ممتعة ${stamp}`;
    await drawer.getByRole('textbox', { name: AR.writeComment }).fill(text);
    await drawer.getByRole('button', { name: AR.comment, exact: true }).click();
    await expect(drawer.getByRole('article').filter({ hasText: text })).toBeVisible();
    // No English left on the screen's buttons and links along the way.
    const names = await page.locator('header a, header button, [role="dialog"] button').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? el.textContent ?? ''));
    expect(names.filter((n) => /\b(Sign|Write|Comment|Reply|Close|Theme|Search|Menu)\b/.test(n))).toEqual([]);
    await arabic.context.close();
  });

  test('the footer picker’s choice survives a reload, and the server draws it from the first byte', async ({ browser }) => {
    const english = await freshBrowser(browser, { locale: 'en-US' });
    const page = await english.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('contentinfo').getByLabel('Language').selectOption({ label: 'Español' });
    // In place, no reload.
    await expect(page.getByRole('region', { name: ES.latest })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('contentinfo').getByLabel(ES.language)).toHaveValue('es');
    // The raw HTML this browser gets (its cookie, its English Accept-Language) is Spanish.
    const res = await english.context.request.get('/', { headers: { 'Accept-Language': 'en-US' } });
    const html = await res.text();
    expect(htmlTag(html)).toMatch(/ lang="es"/);
    expect(html).toContain(ES.latest);
    await english.context.close();
  });

  test('a refusal whose numbers only the server knows reads in Spanish', async ({ browser, request }) => {
    const email = `cerrojo-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
    expect((await request.post('/api/signup', { data: { fullname: 'Cuenta Cerrada', email, password: 'Secret123' } })).ok()).toBeTruthy();
    // Ten wrong passwords lock the account (server/auth/lockout.ts); the screen tries the eleventh.
    for (let i = 0; i < 10; i++) await request.post('/api/signin', { data: { email, password: 'Wrong1234' } });
    const spanish = await freshBrowser(browser, { locale: 'es-ES' });
    const page = await spanish.newPage();
    await page.goto('/signin');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Secret123');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    // The catalogue's Spanish, with the server's count of minutes in it (15, or 14 on a slow run).
    const toast = page.locator('[data-sonner-toast][data-type="error"]').first();
    await expect(toast).toContainText(/Demasiados intentos fallidos en esta cuenta\. Inténtalo de nuevo en 1[45] minutos\./);
    await spanish.context.close();
  });

  test('a member’s language and theme follow them to a new browser once they sign in', async ({ browser, request }) => {
    const email = `lang-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
    expect((await request.post('/api/signup', { data: { fullname: 'Lengua Member', email, password: 'Secret123' } })).ok()).toBeTruthy();
    const signIn = async (page: Page, label: { email: string; password: string; button: string }) => {
      await page.goto('/signin');
      await page.getByLabel(label.email).fill(email);
      await page.getByLabel(label.password, { exact: true }).fill('Secret123');
      await page.getByRole('button', { name: label.button }).click();
      await expect(page).toHaveURL(/\/$/);
    };

    const first = await freshBrowser(browser, { locale: 'en-US' });
    const home = await first.newPage();
    await signIn(home, { email: 'Email', password: 'Password', button: 'Sign In' });
    await home.goto('/settings/preferences');
    const savedLanguage = home.waitForResponse((r) => r.url().endsWith('/api/update-preferences'));
    // The page's picker comes before the footer's.
    await home.getByRole('combobox', { name: 'Language' }).first().selectOption({ label: 'Español' });
    await savedLanguage;
    await expect(home.getByRole('heading', { level: 1, name: 'Preferencias' })).toBeVisible();
    const savedTheme = home.waitForResponse((r) => r.url().endsWith('/api/update-preferences'));
    await home.locator('label', { hasText: 'Oscuro' }).click();
    expect(await (await savedTheme).json()).toEqual({ language: 'es', theme: 'dark' });
    await first.context.close();

    // Another browser, English and light, nothing stored: signing in brings Spanish and dark.
    const second = await freshBrowser(browser, { locale: 'en-US', colorScheme: 'light' });
    const away = await second.newPage();
    await signIn(away, { email: 'Email', password: 'Password', button: 'Sign In' });
    await expect(away.locator('html')).toHaveAttribute('lang', 'es');
    await expect(away.getByRole('link', { name: ES.write })).toBeVisible();
    await expect(away.locator('body')).toHaveAttribute('data-theme', 'dark');
    // And the server draws it so from then on.
    await away.reload();
    await waitForApp(away);
    await expect(away.locator('html')).toHaveAttribute('lang', 'es');
    const html = await (await second.context.request.get('/', { headers: { 'Accept-Language': 'en-US' } })).text();
    expect(htmlTag(html)).toMatch(/ lang="es"/);
    await second.context.close();
  });
});
