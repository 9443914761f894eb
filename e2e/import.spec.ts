import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { expect, test, waitingForApp, type APIRequestContext, type Browser, type Page } from './fixtures.ts';

// Bringing writing in from WordPress: the Import screen in Settings, its progress, the imported post
// with its code and table, and the old site's link that now leads here.

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

interface Member {
  session: { access_token: string; username: string; fullname: string };
}

async function signUp(request: APIRequestContext, name: string): Promise<Member> {
  const res = await request.post('/api/signup', { data: { fullname: `${name} Tester`, email: unique(name), password: 'Secret123' } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return { session: await res.json() };
}

async function signedIn(browser: Browser, member: Member): Promise<Page> {
  const page = waitingForApp(await (await browser.newContext()).newPage());
  await page.goto('/');
  await page.evaluate((s) => sessionStorage.setItem('user', JSON.stringify(s)), member.session);
  return page;
}

/**
 * A WordPress export as WordPress writes it (block comments, a code block with its language, a table
 * in a figure, a picture on the old site: `photo`, a server of the test's own, as a journey asks
 * nothing of the outside world). The old
 * paths carry the run's mark, so a second run against the same server meets no moved link of the first.
 */
function wordpressExport(mark: string, extraPosts: number, photo: string): string {
  const item = (id: number, title: string, slug: string, html: string) => `
  <item>
    <title><![CDATA[${title}]]></title>
    <link>https://old.example.org/2019/05/${slug}/</link>
    <pubDate>Wed, 01 May 2019 10:00:00 +0000</pubDate>
    <dc:creator><![CDATA[ada]]></dc:creator>
    <guid isPermaLink="false">https://old.example.org/?p=${id}</guid>
    <description></description>
    <content:encoded><![CDATA[${html}]]></content:encoded>
    <excerpt:encoded><![CDATA[]]></excerpt:encoded>
    <wp:post_id>${id}</wp:post_id>
    <wp:post_date_gmt><![CDATA[2019-05-01 10:00:00]]></wp:post_date_gmt>
    <wp:post_name><![CDATA[${slug}]]></wp:post_name>
    <wp:status><![CDATA[publish]]></wp:status>
    <wp:post_type><![CDATA[post]]></wp:post_type>
    <category domain="post_tag" nicename="tech"><![CDATA[Tech]]></category>
  </item>`;
  const clock = item(
    12,
    'How a clock escapement works',
    `clock-escapement-${mark}`,
    `<!-- wp:paragraph -->
<p>An escapement lets a clock's <strong>gear train</strong> advance by <em>one tooth</em> at a time.</p>
<!-- /wp:paragraph -->
<!-- wp:image -->
<figure class="wp-block-image size-large"><img src="${photo}" alt="The escape wheel"/><figcaption class="wp-element-caption">The escape wheel and its pallets</figcaption></figure>
<!-- /wp:image -->
<!-- wp:code -->
<pre class="wp-block-code"><code class="language-python">def tick(n):
    return n + 1 if n &lt; 60 else 0</code></pre>
<!-- /wp:code -->
<!-- wp:table -->
<figure class="wp-block-table"><table><thead><tr><th>Part</th><th>Teeth</th></tr></thead><tbody><tr><td>Escape wheel</td><td>30</td></tr><tr><td>Pinion</td><td>8</td></tr></tbody></table></figure>
<!-- /wp:table -->`,
  );
  const more = Array.from({ length: extraPosts }, (_, i) => item(100 + i, `Workshop note ${i + 1}`, `note-${i + 1}-${mark}`, `<p>Note ${i + 1} from the workshop.</p>`));
  return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
  <title>Gears and Cogs</title>
  <link>https://old.example.org</link>
  <description>Notes on small machines</description>
  <language>en-US</language>
  <wp:wxr_version>1.2</wp:wxr_version>
  <wp:base_site_url>https://old.example.org</wp:base_site_url>
  <wp:base_blog_url>https://old.example.org</wp:base_blog_url>
  ${clock}${more.join('')}
</channel>
</rss>
`;
}

/** The old site's picture, served by an HTTP server of the test on loopback (the e2e server may fetch from it: FEDERATION_ALLOW_PRIVATE). */
let oldSite: http.Server;
let photoUrl = '';
test.beforeAll(async () => {
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#b08d57' } }).png().toBuffer();
  oldSite = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(png));
  await new Promise<void>((r) => oldSite.listen(0, '127.0.0.1', r));
  photoUrl = `http://127.0.0.1:${(oldSite.address() as AddressInfo).port}/wp-content/uploads/2019/05/escape-wheel.png`;
});
test.afterAll(() => new Promise<void>((r) => oldSite.close(() => r())));

test('a WordPress export imported from Settings: its progress, its post with code, table and picture, its old link leading here', async ({ browser, request }) => {
  const mark = Date.now().toString(36);
  const ada = await signUp(request, 'importer');
  const page = await signedIn(browser, ada);
  await page.goto('/settings/account');
  const block = page.getByRole('region', { name: 'Bring your writing in' });
  await expect(block.getByRole('button', { name: 'Choose an export file' })).toBeVisible();

  // Every status line the block shows on the way, kept as it appears: a small import may be done
  // before a poll of the test would see it running.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { importSteps: string[] }).importSteps = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[role="status"], [role="progressbar"]')) {
        const text = el.getAttribute('role') === 'progressbar' ? `progressbar:${el.getAttribute('aria-label') ?? ''}` : (el.textContent ?? '');
        if (seen.at(-1) !== text) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });

  await page.getByLabel('Export file').setInputFiles({ name: 'gears.WordPress.2026-11-28.xml', mimeType: 'text/xml', buffer: Buffer.from(wordpressExport(mark, 12, photoUrl)) });
  await expect(page.getByText('Done: 13 blogs created.')).toBeVisible({ timeout: 30_000 });
  const steps = await page.evaluate(() => (window as unknown as { importSteps: string[] }).importSteps);
  expect(steps).toContain('progressbar:Importing your posts');
  expect(steps.some((s) => /^Reading your export…$|^Imported \d+ of 13 posts$/.test(s)), steps.join(' | ')).toBe(true);

  // The report links each new blog; the first is the clock post.
  const links = block.getByRole('link');
  await expect(links).toHaveCount(13);
  const href = await links.first().getAttribute('href');
  expect(href).toMatch(/^\/blogs\/[\w-]+$/);
  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'How a clock escapement works' })).toBeVisible();
  await expect(page.locator('pre code')).toContainText('def tick(n):');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Teeth' })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Pinion' })).toBeVisible();
  // The old site's picture was copied here: served by this server, and shown (the pages load images
  // from this server only, so the old address would be a broken box).
  const picture = page.getByRole('img', { name: 'The escape wheel and its pallets' });
  await expect(picture).toBeVisible();
  const shown = await picture.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, width: img.naturalWidth }));
  expect(new URL(shown.src).origin).toBe(new URL(page.url()).origin);
  expect(shown.width).toBeGreaterThan(0);

  // The old site's path answers a 301 to the new blog, and a reader following it lands on the post.
  const old = `/2019/05/clock-escapement-${mark}/`;
  const moved = await request.get(old, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(href);
  const reader = waitingForApp(await (await browser.newContext()).newPage());
  await reader.goto(old);
  await expect(reader).toHaveURL(new RegExp(`${href}$`));
  await expect(reader.getByRole('heading', { level: 1, name: 'How a clock escapement works' })).toBeVisible();
  await expect(reader.getByRole('table').getByRole('cell', { name: 'Escape wheel' })).toBeVisible();
});
