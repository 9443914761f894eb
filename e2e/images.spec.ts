import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect, test, waitForApp, type Page } from './fixtures.ts';

// A phone photo as a phone writes it: stored sideways with EXIF orientation 6, a GPS position and a
// camera's words. Made here from the pipeline's fixture, at 2400 x 1800 once turned upright, so that
// a phone's reader can be seen to get a narrower copy.
async function phonePhoto(): Promise<Buffer> {
  const sideways = readFileSync(join(import.meta.dirname, '../server/media/fixtures/landscape-orientation-6.jpg'));
  const bytes = await sharp(await sharp(sideways).resize(1800, 2400).jpeg({ quality: 90 }).toBuffer())
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Orientation: '6', Make: 'InkwellPhone', ImageDescription: 'at home' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2964/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 17/1 4010/100', GPSMapDatum: 'WGS-84' },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
  // The journey's own input carries what the server must take away.
  const meta = await sharp(bytes).metadata();
  expect([meta.width, meta.height, meta.orientation]).toEqual([1800, 2400, 6]);
  expect(meta.exif?.toString('latin1')).toContain('WGS-84');
  return bytes;
}

async function toast(page: Page, text: string) {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();
}

test('a sideways phone photo with GPS as a banner reaches a phone reader upright, narrower, without its position, and nothing moves while it loads', { tag: '@upload' }, async ({ browser, request }) => {
  test.setTimeout(120_000);
  const email = `photographer-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const signup = await request.post('/api/signup', { data: { fullname: 'Photo Grapher', email, password: 'Secret123' } });
  expect(signup.ok()).toBeTruthy();
  const session = await signup.json();
  const title = `Seen from my window ${Date.now()}`;

  // The author uploads the photo as the banner and publishes.
  const writing = await browser.newContext({ colorScheme: 'light' });
  const page = await writing.newPage();
  await page.goto('/');
  await page.evaluate((s) => sessionStorage.setItem('user', JSON.stringify(s)), session);
  await page.goto('/editor');
  await waitForApp(page);
  await page.getByLabel(/Upload a blog banner/).setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() });
  await toast(page, 'Uploaded');
  await page.getByLabel('Blog Title').fill(title);
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeEnabled();
  await page.locator('#textEditor .ce-paragraph').first().click();
  await page.keyboard.type('The street below, on a grey morning.');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByLabel('Short description about your blog').fill('A photo from a phone, as readers get it.');
  await page.getByLabel(/Topics/).fill('tech');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await toast(page, 'Published!');
  await writing.close();

  const { blogs } = await (await request.post('/api/search-blogs', { data: { query: title, page: 1 } })).json();
  const blog = (blogs as { blog_id: string; title: string }[]).find((b) => b.title === title)!;
  expect(blog).toBeTruthy();

  // A reader on a phone: 375 px at device pixel ratio 2, counting every layout shift from the first byte.
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, colorScheme: 'dark' });
  const reader = await phone.newPage();
  await reader.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.shifts += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await reader.goto(`/blogs/${blog.blog_id}`);
  await waitForApp(reader);
  const banner = reader.locator('img[fetchpriority="high"]');
  await expect(banner).toHaveCount(1);
  // Its box is known before the image arrives: width and height are on the element, upright (the
  // server keeps at most 1920 px of the 2400).
  expect(Number(await banner.getAttribute('width'))).toBe(1920);
  expect(Number(await banner.getAttribute('height'))).toBe(1440);
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const src = await banner.evaluate((img: HTMLImageElement) => img.currentSrc);
  const bytes = Buffer.from(await (await request.get(src)).body());
  const served = await sharp(bytes).metadata();
  // Upright (wider than tall, as the photo was taken), narrower than the original's 2400 px and
  // enough for 750 device pixels (naturalWidth would be density-corrected: the file says the size).
  expect(served.width!).toBeGreaterThan(served.height!);
  expect(served.width!).toBeLessThan(2400);
  expect(served.width!).toBeGreaterThanOrEqual(750);
  // Nothing of the phone's record: no EXIF block, no orientation, no position, no camera.
  expect(served.exif).toBeUndefined();
  expect(served.orientation).toBeUndefined();
  expect(bytes.toString('latin1')).not.toContain('WGS-84');
  expect(bytes.toString('latin1')).not.toContain('InkwellPhone');
  // Nothing moved while it loaded.
  await reader.waitForTimeout(500);
  expect(await reader.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.05);
  await reader.screenshot({ path: 'test-results/images-phone-reader.png' });
  await phone.close();
});
