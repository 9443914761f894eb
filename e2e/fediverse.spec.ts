import { expect, test } from './fixtures.ts';
import { openComments, publish, signedIn, signUp } from './members.ts';
import { startPeer, type Peer } from '../server/test/fediversePeer.ts';

// The fediverse journey: a small fediverse server in this process (its own actor, keys and inbox, on
// 127.0.0.3) follows an author by the handle their profile shows, receives the blog they publish,
// replies; the reply shows under the blog, the author answers it in the browser, and the peer gets
// that answer. Every activity either way is signed and checked (scripts/e2e-server.mjs federates).

let peer: Peer;
test.beforeAll(async () => {
  peer = await startPeer('127.0.0.3');
});
test.afterAll(async () => {
  await peer?.close();
});

test('a fediverse peer follows an author by the handle on their profile, gets the Article, replies; the author answers in the browser and the peer receives it', async ({ browser, request }) => {
  const author = await signUp(request, 'fedi');
  const page = await signedIn(browser, author);

  // The profile shows the handle; that is what the peer follows.
  await page.goto(`/user/${author.session.username}`);
  const handle = page.getByText(/^@.+@127\.0\.0\.1:\d+$/);
  await expect(handle).toBeVisible();
  const text = (await handle.textContent())!;
  expect(text).toBe(`@${author.session.username}@${new URL(page.url()).host}`);
  await page.getByRole('button', { name: `Copy ${text}` }).click();
  await expect(page.getByText('Handle copied', { exact: false }).first()).toBeVisible();
  await peer.follow(text);
  await peer.waitFor((a) => a.type === 'Accept');
  await page.reload();
  await expect(page.getByText('(1 on the fediverse)')).toBeVisible();

  // Publishing delivers the Article.
  const title = `Notes from the fediverse ${Date.now()}`;
  const blog = await publish(request, author, title);
  const create = await peer.waitFor((a) => a.type === 'Create' && (a.json.object as { name?: string })?.name === title);
  const article = create.json.object as { id: string; url: string; attributedTo: string };
  expect(article.url).toBe(new URL(`/blogs/${blog.blog_id}`, page.url()).href);

  // The peer's reply is a comment under the blog, with its writer's handle.
  const note = await peer.reply(new URL(article.id), new URL(article.attributedTo), '<p>What a read. Thank you!</p>');
  const drawer = await openComments(page, blog.blog_id);
  const reply = drawer.getByRole('article', { name: 'Comment by Pat Peer' });
  await expect(reply).toBeVisible();
  await expect(reply.getByText('What a read. Thank you!')).toBeVisible();
  const peerHandle = `@pat@${new URL(peer.origin).host}`;
  await expect(reply.getByRole('link', { name: peerHandle })).toHaveAttribute('href', note.href);
  await page.screenshot({ path: 'test-results/e2e/fediverse-reply.png' });

  // The author answers it here; the peer receives the answer as a Note in reply to its own.
  await reply.getByRole('button', { name: 'Reply' }).click();
  await drawer.getByRole('textbox', { name: 'Write a reply' }).fill('Glad you liked it, Pat!');
  await reply.getByRole('button', { name: 'Reply' }).last().click();
  const answer = await peer.waitFor((a) => a.type === 'Create' && (a.json.object as { inReplyTo?: string })?.inReplyTo === note.href);
  expect((answer.json.object as { content: string }).content).toContain('Glad you liked it, Pat!');
});
