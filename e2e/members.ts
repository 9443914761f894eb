import { expect, waitingForApp, type APIRequestContext, type Browser, type Page } from './fixtures.ts';

// Members and their writing made through the real API, for the journeys that need several people
// (community, trust): each journey makes its own, so journeys share nothing but the admin.

export const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
export const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

export interface Member {
  email: string;
  session: { access_token: string; username: string; fullname: string };
}

export async function signUp(request: APIRequestContext, name: string, email = unique(name)): Promise<Member> {
  const res = await request.post('/api/signup', { data: { fullname: `${name} Tester`, email, password: 'Secret123' } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return { email, session: await res.json() };
}

/** The admin of this e2e server (scripts/e2e-server.mjs sets ADMIN_EMAILS); signs up once, then signs in. */
export async function admin(request: APIRequestContext): Promise<Member> {
  const email = 'admin@e2e.inkwell.test';
  const signin = await request.post('/api/signin', { data: { email, password: 'Secret123' } });
  if (signin.ok()) return { email, session: await signin.json() };
  return signUp(request, 'admin', email);
}

/** A published one-paragraph blog by `author`, with a banner borrowed from the latest blogs. */
export async function publish(request: APIRequestContext, author: Member, title: string) {
  const latest = (await (await request.post('/api/latest-blogs', { data: { page: 1 } })).json()) as { blogs: { banner: string }[] };
  const created = await request.post('/api/create-blog', {
    ...auth(author.session.access_token),
    data: { title, banner: latest.blogs[0]!.banner, des: 'Written by an e2e journey', content: { time: 1, blocks: [{ type: 'paragraph', data: { text: 'Hello' } }], version: '2.31.7' }, tags: ['tech'], draft: false },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { id } = await created.json();
  const blog = (await (await request.post('/api/get-blog', { data: { blog_id: id, mode: 'edit' }, ...auth(author.session.access_token) })).json()).blog;
  return { blog_id: id as string, _id: blog._id as string };
}

/** A browser page with `member` signed in (the session as the app keeps it). */
export async function signedIn(browser: Browser, member: Member): Promise<Page> {
  const page = waitingForApp(await (await browser.newContext()).newPage());
  await page.goto('/');
  await page.evaluate((s) => sessionStorage.setItem('user', JSON.stringify(s)), member.session);
  return page;
}

/** A blog's page with its comments panel open. */
export async function openComments(page: Page, blogId: string) {
  await page.goto(`/blogs/${blogId}`);
  await page.getByRole('group', { name: 'Blog actions', exact: true }).getByRole('button', { name: /^Comments/ }).click();
  return page.getByRole('dialog', { name: 'Comments' });
}
