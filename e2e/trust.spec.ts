import { expect, test, waitingForApp, type APIRequestContext, type Browser, type Page } from './fixtures.ts';
import { admin, auth, openComments, publish, signedIn, signUp, type Member } from './members.ts';

// Trust's journeys (API.md, "Trust"): a newcomer's first blog waits for a trusted member's vouch, and
// three trusted members' reports hide a troll's comment until a moderator decides.

/** A member the admin made trusted (level 2). */
async function trusted(request: APIRequestContext, boss: Member, name: string): Promise<Member> {
  const member = await signUp(request, name);
  const res = await request.post('/api/set-trust', { ...auth(boss.session.access_token), data: { username: member.session.username, level: 2 } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return member;
}

async function setHolding(request: APIRequestContext, boss: Member, on: boolean) {
  const res = await request.post('/api/update-site-settings', { ...auth(boss.session.access_token), data: { hold_new: on } });
  expect(res.ok(), await res.text()).toBeTruthy();
}

async function visitor(browser: Browser): Promise<Page> {
  return waitingForApp(await (await browser.newContext()).newPage());
}

test.describe('trust', () => {
  test('a newcomer’s first blog waits; a trusted member vouches from the queue; the blog appears on home', async ({ browser, request }) => {
    const boss = await admin(request);
    await setHolding(request, boss, true);
    try {
      const voucher = await trusted(request, boss, 'voucher');
      const newcomer = await signUp(request, 'newcomer');
      const title = `A newcomer’s first words ${Date.now()}`;
      const blog = await publish(request, newcomer, title);

      // The author sees it, marked; nobody else sees anything.
      const own = await signedIn(browser, newcomer);
      await own.goto('/dashboard/blogs');
      const row = own.getByRole('listitem').filter({ hasText: title });
      await expect(row).toContainText('Waiting for a member to vouch');
      await own.goto(`/blogs/${blog.blog_id}`);
      await expect(own.getByRole('note')).toContainText('Waiting for a member to vouch');
      const reader = await visitor(browser);
      await reader.goto('/');
      await expect(reader.getByRole('heading', { level: 1 }).or(reader.getByRole('main')).first()).toBeVisible();
      await expect(reader.getByRole('link', { name: title })).toHaveCount(0);

      // The trusted member finds it through the navigation's count and approves it by keyboard.
      const page = await signedIn(browser, voucher);
      await page.goto('/dashboard/blogs');
      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: /^Vouch \(\d+\+? waiting\)$/ }).click();
      await expect(page).toHaveURL(/\/dashboard\/vouch$/);
      const item = page.getByRole('listitem', { name: `Blog by ${newcomer.session.fullname}` });
      await expect(item).toContainText(title);
      await item.getByRole('button', { name: 'Approve' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText('Approved: the blog is published for everyone')).toBeVisible();
      await expect(item).toHaveCount(0);

      // A new reader: the first one's browser keeps the home page it was given for a minute (public, max-age=60).
      const next = await visitor(browser);
      await next.goto('/');
      await expect(next.getByRole('link', { name: title }).first()).toBeVisible();
      await own.goto('/dashboard/blogs');
      await expect(own.getByRole('listitem').filter({ hasText: title })).not.toContainText('Waiting for a member to vouch');

      // The moderators' vouch tree: who vouched for the newcomer, one step further to the voucher.
      const mod = await signedIn(browser, boss);
      await mod.goto('/moderation/vouches');
      await mod.getByRole('textbox', { name: 'Username' }).fill(newcomer.session.username);
      await mod.keyboard.press('Enter');
      await mod.getByRole('region', { name: 'Vouched for by' }).getByRole('link', { name: voucher.session.fullname }).click();
      await expect(mod).toHaveURL(new RegExp(`/moderation/vouches/${voucher.session.username}$`));
      await expect(mod.getByRole('region', { name: 'Vouched for', exact: true })).toContainText(newcomer.session.fullname);
    } finally {
      // The other journeys' newcomers publish at once: holding goes back off whatever happened here.
      await setHolding(request, boss, false);
    }
  });

  test('three trusted members report a troll’s comment: it is gone at once; a moderator restores it', async ({ browser, request }) => {
    const boss = await admin(request);
    const mod = await signUp(request, 'trustmod');
    await request.post('/api/set-role', { ...auth(boss.session.access_token), data: { username: mod.session.username, role: 'moderator' } });
    const host = await signUp(request, 'trusthost');
    const troll = await signUp(request, 'trolling');
    const [first, second, third] = [await trusted(request, boss, 'elder1'), await trusted(request, boss, 'elder2'), await trusted(request, boss, 'elder3')];
    const blog = await publish(request, host, `A quiet discussion ${Date.now()}`);
    const remark = `Everyone here is a fool ${Date.now()}`;
    const added = await request.post('/api/add-comment', { ...auth(troll.session.access_token), data: { _id: blog._id, comment: remark } });
    expect(added.ok(), await added.text()).toBeTruthy();
    const commentId = ((await added.json()) as { _id: string })._id;

    for (const elder of [first, second]) {
      const res = await request.post('/api/report', { ...auth(elder.session.access_token), data: { target: 'comment', id: commentId, reason: 'Insults everyone' } });
      expect(res.ok(), await res.text()).toBeTruthy();
    }
    const reader = await visitor(browser);
    await expect((await openComments(reader, blog.blog_id)).getByText(remark)).toBeVisible();

    // The third trusted member's report completes the quorum.
    const page = await signedIn(browser, third);
    const drawer = await openComments(page, blog.blog_id);
    await drawer.getByRole('button', { name: `More actions for the comment by ${troll.session.fullname}` }).click();
    await page.getByRole('menuitem', { name: 'Report comment' }).click();
    const dialog = page.getByRole('dialog', { name: `Report comment by ${troll.session.fullname}` });
    await dialog.getByLabel('Reason').fill('Insults everyone, again');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('Thanks, a moderator will look at it')).toBeVisible();

    await expect((await openComments(reader, blog.blog_id)).getByText(remark)).toHaveCount(0);

    const modPage = await signedIn(browser, mod);
    await modPage.goto('/moderation');
    const report = modPage.getByRole('listitem', { name: /Report of a comment: Insults everyone/ }).filter({ hasText: remark }).first();
    await expect(report).toBeVisible();
    await report.getByRole('button', { name: 'Dismiss' }).click();
    await expect(modPage.getByText('Report dismissed')).toBeVisible();

    await expect((await openComments(reader, blog.blog_id)).getByText(remark)).toBeVisible();
  });
});
