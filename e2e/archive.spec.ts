import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import yauzl from 'yauzl';
import { expect, test, type APIRequestContext } from './fixtures.ts';
import { admin, auth } from './members.ts';

// The community's archive read as a person reads it: its site/ folder opened in Chromium from the
// disk, with every request to a server refused.

/** Every file of the ZIP written under `dir`. */
async function extract(zipFile: string, dir: string) {
  const zip = await new Promise<yauzl.ZipFile>((ok, fail) => yauzl.open(zipFile, { lazyEntries: true }, (err, z) => (err ? fail(err) : ok(z))));
  await new Promise<void>((ok, fail) => {
    zip.on('error', fail);
    zip.on('end', () => ok());
    zip.on('entry', (entry: yauzl.Entry) => {
      const to = resolve(dir, entry.fileName);
      if (!to.startsWith(dir + sep)) return fail(new Error(`an entry outside the folder: ${entry.fileName}`));
      if (entry.fileName.endsWith('/')) return zip.readEntry();
      zip.openReadStream(entry, (err, stream) => {
        if (err) return fail(err);
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('error', fail);
        stream.on('end', () => {
          mkdirSync(dirname(to), { recursive: true });
          writeFileSync(to, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
}

interface Card {
  blog_id: string;
  _id: string;
  title: string;
  tags: string[];
  author: { personal_info: { fullname: string; username: string } };
  activity: { total_parent_comments: number };
}

/** The newest published blog with comments (of the seed's), and the text of its newest comment. */
async function blogWithComments(request: APIRequestContext) {
  for (let page = 1; page <= 5; page++) {
    const { blogs } = (await (await request.post('/api/latest-blogs', { data: { page } })).json()) as { blogs: Card[] };
    for (const blog of blogs) {
      if (!blog.activity.total_parent_comments || !blog.tags.length) continue;
      const comments = (await (await request.post('/api/get-blog-comments', { data: { blog_id: blog._id } })).json()) as { comment: string }[];
      if (comments.length) return { blog, comment: comments[0]!.comment };
    }
  }
  throw new Error('no published blog with comments in the seed');
}

test.describe('archive', () => {
  test('the public archive reads from a folder with the network blocked: a blog and its comments, its author, a tag, a search', async ({ browser, request }) => {
    test.setTimeout(180_000);
    const boss = await admin(request);
    const { blog, comment } = await blogWithComments(request);

    const started = await request.post('/api/export-site', { ...auth(boss.session.access_token), data: { mode: 'public' } });
    expect(started.status(), await started.text()).toBe(202);
    const { job_id } = (await started.json()) as { job_id: string };
    let url: string | null = null;
    await expect
      .poll(
        async () => {
          const status = (await (await request.post('/api/export-site-status', { ...auth(boss.session.access_token), data: { job_id } })).json()) as { state: string; url: string | null };
          url = status.url;
          return status.state;
        },
        { timeout: 120_000, intervals: [500, 1000, 2000] },
      )
      .toBe('done');
    expect(url).toBeTruthy();
    const download = await request.get(url!, auth(boss.session.access_token));
    expect(download.ok()).toBeTruthy();
    expect(download.headers()['content-type']).toBe('application/zip');

    const dir = mkdtempSync(join(tmpdir(), 'inkwell-archive-e2e-'));
    try {
      const zipFile = join(dir, 'archive.zip');
      writeFileSync(zipFile, await download.body());
      await extract(zipFile, join(dir, 'out'));

      // A new context: nothing of the server's, and every request that is not a file of the folder refused.
      const context = await browser.newContext({ baseURL: undefined });
      const blocked: string[] = [];
      await context.route('**/*', (route) => (route.request().url().startsWith('file:') ? route.continue() : (blocked.push(route.request().url()), route.abort())));
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('requestfailed', (r) => {
        if (r.url().startsWith('file:')) errors.push(`a file of the archive is missing: ${r.url()}`);
      });

      const home = pathToFileURL(join(dir, 'out', 'site', 'index.html')).href;
      await page.goto(home);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // The blog, found on the latest pages (the seed's newest with comments may be past the first).
      const link = page.getByRole('link', { name: blog.title, exact: true }).first();
      for (let i = 0; i < 20 && !(await link.isVisible()); i++) await page.getByRole('link', { name: 'Older' }).click();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/site/blogs/${blog.blog_id}/index\\.html$`));
      await expect(page.getByRole('heading', { level: 1, name: blog.title })).toBeVisible();
      const thread = page.locator('section.comments');
      await expect(thread.getByRole('heading', { name: 'Comments' })).toBeVisible();
      await expect(thread).toContainText(comment);
      // The page's own styles and fonts came from the folder.
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/Inter/);

      // Its author.
      const { fullname, username } = blog.author.personal_info;
      await page.locator('article').first().locator('p.meta').getByRole('link', { name: fullname, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/site/authors/[^/]+/index\\.html$`));
      await expect(page.getByRole('heading', { level: 1, name: fullname })).toBeVisible();
      await expect(page.getByText(`@${username}`)).toBeVisible();

      // A tag of the blog, from the author's list.
      const tag = blog.tags[0]!;
      await page.getByRole('link', { name: tag, exact: true }).first().click();
      await expect(page).toHaveURL(/\/site\/tags\/[^/]+\/index\.html$/);
      await expect(page.getByRole('heading', { level: 1, name: `#${tag}` })).toBeVisible();
      await expect(page.locator('article.card').first()).toBeVisible();

      // The search page finds the blog by a word of its title.
      await page.getByRole('link', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(/\/site\/search\.html$/);
      const word = blog.title.split(/\s+/).filter((w) => /^[\p{L}\p{N}]{4,}$/u.test(w)).sort((a, b) => b.length - a.length)[0] ?? blog.title;
      await page.getByRole('searchbox').fill(word);
      const found = page.locator('#results').getByRole('link', { name: blog.title, exact: true });
      await expect(found).toBeVisible();
      await found.click();
      await expect(page).toHaveURL(new RegExp(`/site/blogs/${blog.blog_id}/index\\.html$`));
      await expect(page.locator('section.comments')).toContainText(comment);

      expect(blocked).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
