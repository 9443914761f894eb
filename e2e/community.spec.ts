import { expect, test, waitingForApp, type APIRequestContext } from './fixtures.ts';
import { admin, auth, openComments, publish, signedIn, signUp, unique, type Member } from './members.ts';

// The community's journeys (governing, following and keeping), in Chromium against the real server.

async function comment(request: APIRequestContext, by: Member, blog: string, text: string) {
  const res = await request.post('/api/add-comment', { ...auth(by.session.access_token), data: { _id: blog, comment: text } });
  expect(res.ok()).toBeTruthy();
}

test.describe('community', () => {
  test('a member reports a comment, a moderator hides it, it is gone for a third member', async ({ browser, request }) => {
    const boss = await admin(request);
    const mod = await signUp(request, 'mod');
    await request.post('/api/set-role', { ...auth(boss.session.access_token), data: { username: mod.session.username, role: 'moderator' } });
    const author = await signUp(request, 'calm');
    const troll = await signUp(request, 'troll');
    const reporter = await signUp(request, 'reporter');
    const third = await signUp(request, 'third');
    const blog = await publish(request, author, `Calm thoughts ${Date.now()}`);
    await comment(request, troll, blog._id, 'A nasty remark');
    await comment(request, third, blog._id, 'A kind remark');

    const page = await signedIn(browser, reporter);
    const drawer = await openComments(page, blog.blog_id);
    await drawer.getByRole('button', { name: `More actions for the comment by ${troll.session.fullname}` }).click();
    await page.getByRole('menuitem', { name: 'Report comment' }).click();
    const dialog = page.getByRole('dialog', { name: `Report comment by ${troll.session.fullname}` });
    await dialog.getByLabel('Reason').fill('Insults other readers');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('Thanks, a moderator will look at it')).toBeVisible();

    const modPage = await signedIn(browser, mod);
    await modPage.goto('/moderation');
    const report = modPage.getByRole('listitem', { name: /Report of a comment: Insults other readers/ });
    await expect(report).toContainText('A nasty remark');
    await report.getByRole('button', { name: 'Hide' }).click();
    await expect(modPage.getByText('Hidden for everyone but its author')).toBeVisible();
    await expect(report).toHaveCount(0);
    await modPage.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Moderation log' }).click();
    await expect(modPage.getByRole('list', { name: 'Moderation actions' })).toContainText(`@${mod.session.username} hid the comment “A nasty remark”`);

    const thirdPage = await signedIn(browser, third);
    const seen = await openComments(thirdPage, blog.blog_id);
    await expect(seen.getByText('A kind remark')).toBeVisible();
    await expect(seen.getByText('A nasty remark')).toHaveCount(0);
  });

  test('an admin switches sign-up to invite-only and makes an invite; a newcomer joins through it, one without is refused', async ({ browser, request }) => {
    const boss = await admin(request);
    try {
      const page = await signedIn(browser, boss);
      await page.goto('/admin/site');
      await page.getByRole('radio', { name: /By invitation/ }).check();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Sign-up setting saved')).toBeVisible();
      await page.getByRole('button', { name: 'Create invite link' }).click();
      const link = (await page.getByLabel('New invite link').textContent())!;
      expect(link).toMatch(/\/signup\?invite=/);

      const newcomer = waitingForApp(await (await browser.newContext()).newPage());
      await newcomer.goto(new URL(link).pathname + new URL(link).search);
      await expect(newcomer.getByText('You were invited: welcome!')).toBeVisible();
      await newcomer.getByLabel('Full name').fill('Invited Newcomer');
      await newcomer.getByLabel('Email').fill(unique('invited'));
      await newcomer.getByLabel('Password', { exact: true }).fill('Secret123');
      await newcomer.getByRole('button', { name: 'Sign Up' }).click();
      await expect(newcomer).toHaveURL(/\/$/);
      await expect(newcomer.getByRole('button', { name: /account menu|Account/i }).first()).toBeVisible();

      const stranger = waitingForApp(await (await browser.newContext()).newPage());
      await stranger.goto('/signup');
      await stranger.getByLabel('Full name').fill('Uninvited Stranger');
      await stranger.getByLabel('Email').fill(unique('stranger'));
      await stranger.getByLabel('Password', { exact: true }).fill('Secret123');
      await stranger.getByRole('button', { name: 'Sign Up' }).click();
      await expect(stranger.getByText('This invite is invalid or has expired')).toBeVisible();
      await expect(stranger).toHaveURL(/\/signup$/);

      await page.reload();
      await expect(page.getByRole('list', { name: 'Invites' })).toContainText('1 of 1 used');
    } finally {
      // The other journeys sign people up: the site goes back to open whatever happened here.
      await request.post('/api/update-site-settings', { ...auth(boss.session.access_token), data: { signup: 'open' } });
    }
  });

  test('a member blocks another from their profile, and their comments vanish for the blocker', async ({ browser, request }) => {
    const author = await signUp(request, 'host');
    const pest = await signUp(request, 'pest');
    const blocker = await signUp(request, 'blocker');
    const blog = await publish(request, author, `Open discussion ${Date.now()}`);
    await comment(request, pest, blog._id, 'Pestering comment');
    await comment(request, author, blog._id, 'Host comment');

    const page = await signedIn(browser, blocker);
    let drawer = await openComments(page, blog.blog_id);
    await expect(drawer.getByText('Pestering comment')).toBeVisible();
    await page.goto(`/user/${pest.session.username}`);
    await page.getByRole('button', { name: `More actions for the member @${pest.session.username}` }).click();
    await page.getByRole('menuitem', { name: /Block/ }).click();
    await expect(page.getByText(`Blocked @${pest.session.username}`)).toBeVisible();

    drawer = await openComments(page, blog.blog_id);
    await expect(drawer.getByText('Host comment')).toBeVisible();
    await expect(drawer.getByText('Pestering comment')).toHaveCount(0);
  });

  test('follow an author: their next blog is in the Following tab and a notification', async ({ browser, request }) => {
    const author = await signUp(request, 'prolific');
    const reader = await signUp(request, 'follower');
    const page = await signedIn(browser, reader);
    await page.goto(`/user/${author.session.username}`);
    // The button turns to Following while its request is on the way; the blog below must be
    // published after the server has the follow, or no notification is owed.
    const followed = page.waitForResponse((r) => r.url().endsWith('/api/follow'));
    await page.getByRole('button', { name: 'Follow', exact: true, pressed: false }).click();
    expect((await followed).ok()).toBeTruthy();
    await expect(page.getByRole('button', { name: 'Following', exact: true, pressed: true })).toBeVisible();

    const title = `Fresh from a followed author ${Date.now()}`;
    await publish(request, author, title);
    await page.goto('/');
    await page.getByRole('tab', { name: 'Following' }).click();
    await expect(page.getByRole('region', { name: 'Blogs from people you follow' }).getByRole('link', { name: title })).toBeVisible();

    await page.goto('/dashboard/notifications');
    await page.getByRole('button', { name: 'new blogs' }).click();
    await expect(page.getByRole('list', { name: 'new blogs notifications' })).toContainText(`${author.session.fullname} @${author.session.username} published “${title}”`);
  });

  test('bookmark a blog; its author deletes it; the reading list keeps its title', async ({ browser, request }) => {
    const author = await signUp(request, 'ephemeral');
    const reader = await signUp(request, 'keeper');
    const title = `Soon to vanish ${Date.now()}`;
    const blog = await publish(request, author, title);
    const page = await signedIn(browser, reader);
    await page.goto(`/blogs/${blog.blog_id}`);
    await page.getByRole('group', { name: 'Blog actions', exact: true }).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved to your reading list')).toBeVisible();
    await page.goto('/dashboard/reading-list');
    await expect(page.getByRole('list', { name: 'Saved blogs' }).getByRole('link', { name: title })).toBeVisible();

    expect((await request.post('/api/delete-blog', { ...auth(author.session.access_token), data: { blog_id: blog.blog_id } })).ok()).toBeTruthy();
    await page.reload();
    const list = page.getByRole('list', { name: 'Saved blogs' });
    await expect(list.getByText(title)).toBeVisible();
    await expect(list).toContainText('No longer available');
    await expect(list.getByRole('link', { name: title })).toHaveCount(0);
  });
});
