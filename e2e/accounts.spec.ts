import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { linkPath, mails, waitForMail } from './mail';

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

async function signUp(request: APIRequestContext, name: string, password = 'Secret123') {
  const email = unique(name);
  const res = await request.post('/api/signup', { data: { fullname: `${name} Tester`, email, password } });
  expect(res.ok()).toBeTruthy();
  return { email, password, session: (await res.json()) as { access_token: string; username: string } };
}

/** Signs up and opens the verification mail's link through the API, as a member who did it earlier. */
async function verifiedMember(request: APIRequestContext, name: string) {
  const member = await signUp(request, name);
  const [mail] = await waitForMail(member.email, /Confirm your e-mail/);
  const token = linkPath(mail, 'verify-email').split('/').pop();
  expect((await request.post('/api/verify-email', { data: { token } })).ok()).toBeTruthy();
  return member;
}

/** A banner the server stores (a demo blog's): nothing is fetched from outside during a journey. */
async function demoBanner(request: APIRequestContext): Promise<string> {
  const latest = (await (await request.post('/api/latest-blogs', { data: { page: 1 } })).json()) as { blogs: { banner: string }[] };
  return latest.blogs[0]!.banner;
}

const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

async function storeSession(page: Page, session: unknown) {
  await page.goto('/');
  await page.evaluate((s) => sessionStorage.setItem('user', JSON.stringify(s)), session);
}

test.describe('accounts and e-mail', () => {
  test('forgot password: from the sign-in screen to signed in with the new password', async ({ page, request }) => {
    const member = await signUp(request, 'forgetful');
    await page.goto('/signin');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    // The address goes into the new screen's form: while its code loads, the sign-in form (with an
    // Email field of its own) is still the one on screen.
    const form = page.getByRole('form', { name: 'Forgot password' });
    await form.getByLabel('Email').fill(member.email);
    await form.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByRole('status')).toContainText('If an account exists, we sent a link');

    const [mail] = await waitForMail(member.email, /Reset your Inkwell password/);
    await page.goto(linkPath(mail, 'reset-password'));
    await page.getByLabel('New password', { exact: true }).fill('Brand9New');
    await page.getByRole('button', { name: 'Set new password and sign in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your password has been reset').first()).toBeVisible();
    // Signed in here: the user menu shows; the old session is over and the new password works.
    await expect(page.getByRole('button', { name: `Account menu for @${member.session.username}` })).toBeVisible();
    expect((await request.get('/api/new-notification', auth(member.session.access_token))).status()).toBe(401);
    expect((await request.post('/api/signin', { data: { email: member.email, password: 'Brand9New' } })).ok()).toBeTruthy();
  });

  test('sign-up sends a verification mail; its link confirms and the banner goes', async ({ page }) => {
    const email = unique('newcomer');
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('New Comer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/$/);
    const banner = page.getByRole('complementary', { name: 'E-mail not confirmed' });
    await expect(banner).toBeVisible();

    const [mail] = await waitForMail(email, /Confirm your e-mail/);
    await page.goto(linkPath(mail, 'verify-email'));
    await expect(page.getByRole('heading', { level: 1, name: 'Your e-mail is verified' })).toBeVisible();
    await page.getByRole('link', { name: 'Start reading' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(banner).toHaveCount(0);
  });

  test('a reply mails the commenter once; the mail’s unsubscribe link turns that mail off', async ({ page, request }) => {
    const author = await verifiedMember(request, 'author');
    const reader = await verifiedMember(request, 'reader');
    const created = await request.post('/api/create-blog', {
      ...auth(author.session.access_token),
      data: { title: `Replies welcome ${Date.now()}`, banner: await demoBanner(request), des: 'A blog to talk about', content: { time: 1, blocks: [{ type: 'paragraph', data: { text: 'Hello' } }], version: '2.31.7' }, tags: ['tech'], draft: false },
    });
    const { id } = await created.json();
    const blog = (await (await request.post('/api/get-blog', { data: { blog_id: id, mode: 'edit' }, ...auth(author.session.access_token) })).json()).blog;
    const comment = await (await request.post('/api/add-comment', { ...auth(reader.session.access_token), data: { _id: blog._id, comment: 'Lovely read' } })).json();
    await request.post('/api/add-comment', { ...auth(author.session.access_token), data: { _id: blog._id, comment: 'Thank you!', replying_to: comment._id } });

    const [mail] = await waitForMail(reader.email, /replied to your comment/);
    expect(mail.text).toContain('> Thank you!');
    expect(mail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    await page.goto(linkPath(mail, 'unsubscribe'));
    await expect(page.getByText('You will no longer get these e-mails.')).toBeVisible();
    const settings = await (await request.post('/api/get-email-settings', { ...auth(reader.session.access_token), data: {} })).json();
    expect(settings).toMatchObject({ reply: false, comment: true });

    await request.post('/api/add-comment', { ...auth(author.session.access_token), data: { _id: blog._id, comment: 'One more thing', replying_to: comment._id } });
    // The outbox sends in the order mail was queued: once a later mail to the reader is here, a
    // mail about the second reply would have come before it.
    await request.post('/api/request-password-reset', { data: { email: reader.email } });
    await waitForMail(reader.email, /Reset your Inkwell password/);
    expect((await mails()).filter((m) => m.to.includes(reader.email) && /replied/.test(m.subject))).toHaveLength(1);
  });

  test('delete an account: its blogs are gone from home and search', async ({ page, request }) => {
    const leaver = await signUp(request, 'leaver');
    const title = `Farewell notes ${Date.now()}`;
    const created = await request.post('/api/create-blog', {
      ...auth(leaver.session.access_token),
      data: { title, banner: await demoBanner(request), des: 'Soon gone', content: { time: 1, blocks: [{ type: 'paragraph', data: { text: 'Bye' } }], version: '2.31.7' }, tags: ['tech'], draft: false },
    });
    expect(created.ok()).toBeTruthy();
    await page.goto('/');
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();

    await storeSession(page, leaver.session);
    await page.goto('/settings/account');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Your password').fill(leaver.password);
    await dialog.getByRole('button', { name: 'Delete forever' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your account has been deleted').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
    await page.goto(`/search/${encodeURIComponent('farewell notes')}`);
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
    expect((await request.post('/api/signin', { data: { email: leaver.email, password: leaver.password } })).status()).toBe(401);
  });
});
