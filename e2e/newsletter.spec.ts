import { expect, test, type APIRequestContext } from './fixtures.ts';
import { linkPath, mails, waitForMail } from './mail.ts';

// The newsletter: a reader with no account follows an author by e-mail, confirms from the mail,
// gets the author's next blog as a mail, and leaves with one click.

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

async function signUp(request: APIRequestContext, name: string) {
  const res = await request.post('/api/signup', { data: { fullname: `${name} Tester`, email: unique(name), password: 'Secret123' } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as { access_token: string; username: string; fullname: string };
}

async function publish(request: APIRequestContext, token: string, title: string, text: string) {
  const latest = (await (await request.post('/api/latest-blogs', { data: { page: 1 } })).json()) as { blogs: { banner: string }[] };
  const res = await request.post('/api/create-blog', {
    ...auth(token),
    data: { title, banner: latest.blogs[0]!.banner, des: 'A newsletter journey', content: { time: 1, blocks: [{ type: 'paragraph', data: { text } }], version: '2.31.7' }, tags: ['tech'], draft: false },
  });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).id as string;
}

test.describe('newsletter', () => {
  test('a signed-out reader subscribes, confirms from the mail, gets the next blog, and unsubscribes in one click', async ({ page, request }) => {
    const author = await signUp(request, 'letters');
    const reader = unique('reader').toLowerCase();

    // Subscribing from the author's profile, keyboard only.
    await page.goto(`/user/${author.username}`);
    const box = page.getByRole('region', { name: `Follow ${author.fullname} by e-mail` });
    await box.getByLabel('Your e-mail').fill(reader);
    await box.getByLabel('Your e-mail').press('Enter');
    await expect(box.getByRole('status')).toContainText('Check your inbox');

    // Opening the mail's link confirms nothing; its button does.
    const [confirmation] = await waitForMail(reader, /Confirm your subscription/);
    const confirmPath = /https?:\/\/[^/\s]+(\/subscribe\/confirm\/[A-Za-z0-9_.-]+)/.exec(confirmation!.text)![1]!;
    await page.goto(confirmPath);
    await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
    const before = (await (await request.post('/api/get-profile', { data: { username: author.username } })).json()) as { subscribers: number };
    expect(before.subscribers).toBe(0);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByRole('heading', { name: 'You are subscribed' })).toBeFocused();
    const after = (await (await request.post('/api/get-profile', { data: { username: author.username } })).json()) as { subscribers: number };
    expect(after.subscribers).toBe(1);

    // The author publishes: the whole blog arrives.
    const title = `Letters from the mill ${Date.now()}`;
    await publish(request, author.access_token, title, 'The wheel turned all night.');
    const [letter] = await waitForMail(reader, new RegExp(title));
    expect(letter!.html).toContain('The wheel turned all night.');
    expect(letter!.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');

    // One click (RFC 8058): the mail client POSTs the header's address.
    const oneClick = new URL(/^<([^>]+)>$/.exec(letter!.listUnsubscribe ?? '')![1]!);
    const left = await request.post(oneClick.pathname + oneClick.search, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, data: 'List-Unsubscribe=One-Click' });
    expect(await left.json()).toEqual({ status: 'unsubscribed' });
    // The visible link of the mail leads to the app's unsubscribe page for the same subscription.
    expect(linkPath(letter!, 'unsubscribe')).toMatch(/^\/unsubscribe\//);

    // The next blog is not sent to the address that left.
    const next = `Another letter ${Date.now()}`;
    await publish(request, author.access_token, next, 'Nobody should get this by mail.');
    await page.waitForTimeout(3_000);
    expect((await mails()).filter((m) => m.to.includes(reader) && m.subject.includes(next))).toHaveLength(0);
  });
});
