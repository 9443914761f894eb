import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures.ts';
import { linkPath, waitForMail } from './mail.ts';
import { auth, signedIn, signUp, type Member } from './members.ts';

// The workshop: an author asks a member to review a draft, the reviewer leaves a note on a sentence,
// the author reworks the text around it (the note stays with its block), replies, resolves, and
// publishes with thanks to the reviewer. A third member never sees the draft.

const paragraphs = {
  p1: 'Gardens teach patience to anyone who waits for a seed.',
  p2: 'The first spring is mostly mud. The second spring is mostly hope.',
  p3: 'By the third spring the beans climb on their own.',
};
const sentence = 'The second spring is mostly hope.';

/** A draft by `author` whose paragraphs have the ids p1, p2, p3 (Editor.js keeps them across saves). */
async function draft(request: APIRequestContext, author: Member, title: string) {
  const latest = (await (await request.post('/api/latest-blogs', { data: { page: 1 } })).json()) as { blogs: { banner: string }[] };
  const blocks = Object.entries(paragraphs).map(([id, text]) => ({ id, type: 'paragraph', data: { text } }));
  const res = await request.post('/api/create-blog', {
    ...auth(author.session.access_token),
    data: { title, banner: latest.blogs[0]!.banner, des: 'A draft up for review', content: { time: 1, blocks, version: '2.31.7' }, tags: ['nature', 'gardening'], draft: true },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { id: string }).id;
}

/** A member whose address is confirmed (the review mail goes to confirmed addresses only). */
async function verified(request: APIRequestContext, name: string) {
  const member = await signUp(request, name);
  const [mail] = await waitForMail(member.email, /Confirm your e-mail/);
  const token = linkPath(mail!, 'verify-email').split('/').pop();
  expect((await request.post('/api/verify-email', { data: { token } })).ok()).toBeTruthy();
  return member;
}

/** Resolves after an idle callback queued now: Editor.js binds a block's keys in idle time. */
const idle = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));

/** How far apart the tops of two elements are, in px. */
async function topGap(a: Locator, b: Locator) {
  const [ba, bb] = [await a.boundingBox(), await b.boundingBox()];
  return ba && bb ? Math.abs(ba.y - bb.y) : Number.POSITIVE_INFINITY;
}

test('an author asks for a review, a note follows its block through edits, and the blog thanks the reviewer; a third member never sees the draft', async ({ browser, request }) => {
  // Four people's pages, two mails and an autosave: three times a journey's minute on a loaded machine.
  test.slow();
  const tag = Math.random().toString(36).slice(2, 7);
  const author = await signUp(request, `ana${tag}`);
  const reviewer = await verified(request, `bea${tag}`);
  const stranger = await signUp(request, `cid${tag}`);
  const title = `Three springs ${tag}`;
  const blogId = await draft(request, author, title);

  // The author asks B from the editor's Share dialog.
  const desk = await signedIn(browser, author);
  await desk.setViewportSize({ width: 1280, height: 900 });
  await desk.goto(`/editor/${blogId}`);
  const editorBlock = (id: string) => desk.locator(`#textEditor .ce-block[data-id="${id}"] .ce-paragraph`);
  await expect(editorBlock('p2')).toHaveText(paragraphs.p2);
  await desk.getByRole('button', { name: 'Share and series' }).click();
  const share = desk.getByRole('dialog', { name: 'Share and series' });
  await share.getByRole('searchbox', { name: 'Find a member' }).fill(reviewer.session.username);
  await share.getByRole('button', { name: `Ask ${reviewer.session.fullname} to review` }).click();
  await expect(share.getByRole('listitem').filter({ hasText: `@${reviewer.session.username}` }).getByText('Invited')).toBeVisible();
  await share.getByRole('button', { name: 'Close' }).click();
  await expect(share).toBeHidden();

  // B follows the mail's link and leaves a note on one sentence of the second paragraph.
  const [invitation] = await waitForMail(reviewer.email, /asked you to review/);
  const review = await signedIn(browser, reviewer);
  await review.setViewportSize({ width: 1280, height: 900 });
  await review.goto(linkPath(invitation!, 'review'));
  await expect(review.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const reviewBlock = review.locator('[data-block-id="p2"]');
  await expect(reviewBlock).toContainText(sentence);
  await reviewBlock.focus();
  // The sentence selected as a reader would with the mouse; N opens the note on it.
  await reviewBlock.evaluate((block, wanted) => {
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(wanted);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
      return;
    }
    throw new Error(`"${wanted}" is not in the block`);
  }, sentence);
  await review.keyboard.press('n');
  await expect(reviewBlock.locator('blockquote')).toHaveText(sentence);
  await reviewBlock.getByRole('textbox', { name: 'Your note on the selected passage' }).fill('Hope is a strong word for beans. Maybe "green"?');
  await reviewBlock.getByRole('button', { name: 'Add note' }).click();
  const reviewerThread = review.getByRole('article', { name: `Note by ${reviewer.session.fullname}` });
  await expect(reviewerThread).toContainText('Maybe "green"?');
  await expect(reviewerThread.locator('blockquote')).toHaveText(sentence);

  // At 375 the notes are in a sheet, opened from the bar above the text.
  await review.setViewportSize({ width: 375, height: 800 });
  await review.getByRole('button', { name: '1 open note' }).click();
  const sheet = review.getByRole('dialog', { name: 'Notes' });
  await expect(sheet.getByRole('article', { name: `Note by ${reviewer.session.fullname}` })).toContainText('Maybe "green"?');
  await review.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  // C, another member, gets the not-found page and finds the draft in none of their lists or searches.
  const outsider = await signedIn(browser, stranger);
  await outsider.goto(`/review/${blogId}`);
  await expect(outsider.getByText('This draft is not shared with you, or it no longer exists.')).toBeVisible();
  const asC = auth(stranger.session.access_token);
  expect((await request.post('/api/get-blog', { ...asC, data: { blog_id: blogId, review: true } })).status()).toBe(404);
  expect((await request.post('/api/get-blog', { ...asC, data: { blog_id: blogId } })).status()).toBe(404);
  expect((await request.post('/api/notes', { ...asC, data: { blog_id: blogId } })).status()).toBe(404);
  const lists = [
    await request.post('/api/review-drafts', { ...asC, data: { page: 1 } }),
    await request.post('/api/latest-blogs', { ...asC, data: { page: 1 } }),
    await request.post('/api/search-blogs', { ...asC, data: { query: title, page: 1 } }),
    await request.post('/api/search-blogs', { ...asC, data: { tag: 'gardening', page: 1 } }),
    await request.post('/api/get-notifications', { ...asC, data: { page: 1 } }),
  ];
  for (const res of lists) {
    expect(res.ok(), await res.text()).toBeTruthy();
    expect(await res.text()).not.toContain(blogId);
  }

  // The author sees the note beside its paragraph in the editor's margin.
  await desk.reload();
  await expect(editorBlock('p2')).toHaveText(paragraphs.p2);
  const margin = desk.getByRole('complementary', { name: 'Notes' });
  const authorThread = margin.getByRole('article', { name: `Note by ${reviewer.session.fullname}` });
  await expect(authorThread).toContainText('Maybe "green"?');
  await expect.poll(() => topGap(authorThread, desk.locator('#textEditor .ce-block[data-id="p2"]'))).toBeLessThan(4);

  // The author moves that paragraph to the top and writes around it.
  const texts = () => desk.locator('#textEditor .ce-paragraph').allTextContents();
  await editorBlock('p2').click();
  await idle(desk);
  await desk.keyboard.press('Control+Shift+ArrowUp');
  await expect.poll(texts).toEqual([paragraphs.p2, paragraphs.p1, paragraphs.p3]);
  await editorBlock('p1').click();
  await desk.keyboard.press('End');
  await desk.keyboard.type(' Beans do not.', { delay: 10 });
  await editorBlock('p3').click();
  await desk.keyboard.press('End');
  await idle(desk);
  await desk.keyboard.press('Enter');
  await idle(desk);
  await desk.keyboard.type('A fourth spring is a story for later.', { delay: 10 });
  await expect.poll(texts).toEqual([paragraphs.p2, `${paragraphs.p1} Beans do not.`, paragraphs.p3, 'A fourth spring is a story for later.']);
  // The note is level with its paragraph, now the first.
  await expect.poll(() => topGap(authorThread, desk.locator('#textEditor .ce-block[data-id="p2"]'))).toBeLessThan(4);
  // The editor saves once the writing pauses (Save Draft would leave for the dashboard).
  await expect(desk.getByRole('status').filter({ hasText: /^Saved/ })).toBeVisible({ timeout: 30_000 });
  const asAuthor = auth(author.session.access_token);
  const savedOrder = async () => {
    const blog = (await (await request.post('/api/get-blog', { ...asAuthor, data: { blog_id: blogId, mode: 'edit', draft: true } })).json()).blog;
    return (blog.content[0].blocks as { id: string }[]).map((b) => b.id).slice(0, 3);
  };
  await expect.poll(savedOrder, { timeout: 30_000 }).toEqual(['p2', 'p1', 'p3']);
  // The server reads the note on the saved content: its block is still there, so it is not orphaned.
  const notes = (await (await request.post('/api/notes', { ...asAuthor, data: { blog_id: blogId } })).json()) as { notes: { block_id: string; orphaned: boolean }[] };
  expect(notes.notes.map((n) => [n.block_id, n.orphaned])).toEqual([['p2', false]]);

  // The author replies and resolves the note.
  await authorThread.getByRole('button', { name: 'Reply', exact: true }).click();
  await authorThread.getByRole('textbox', { name: 'Write a reply' }).fill('Green it is, thank you.');
  await authorThread.getByRole('button', { name: 'Reply', exact: true }).last().click();
  await expect(authorThread.getByRole('list', { name: '1 reply' })).toContainText('Green it is, thank you.');
  await authorThread.getByRole('button', { name: 'Resolve' }).click();
  await expect(authorThread).toBeHidden();
  await expect(margin.getByRole('button', { name: 'Show 1 resolved note' })).toBeVisible();

  // The author publishes with thanks to B; the blog's page names B.
  await desk.getByRole('button', { name: 'Publish', exact: true }).click();
  const form = desk.getByRole('form', { name: 'Publish' });
  await form.getByRole('checkbox', { name: new RegExp(reviewer.session.fullname) }).check();
  const [published] = await Promise.all([desk.waitForResponse((r) => r.url().endsWith('/api/create-blog')), form.getByRole('button', { name: 'Publish', exact: true }).click()]);
  expect(published.status(), await published.text()).toBe(200);
  await expect(desk.getByText('Published!')).toBeVisible();
  await desk.waitForURL('**/dashboard/blogs');
  await desk.getByRole('link', { name: title }).first().click();
  await expect(desk.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const thanks = desk.getByText(/^Thanks to /);
  await expect(thanks).toHaveText(`Thanks to ${reviewer.session.fullname}`);
  await expect(thanks.getByRole('link', { name: reviewer.session.fullname })).toHaveAttribute('href', `/user/${reviewer.session.username}`);
  // And at 375 the line is there, whole.
  await desk.setViewportSize({ width: 375, height: 800 });
  await thanks.scrollIntoViewIfNeeded();
  await expect(thanks).toBeInViewport();
  const box = await thanks.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);

  // Publishing ended B's review: the page is not found for them any more.
  await review.reload();
  await expect(review.getByText('This draft is not shared with you, or it no longer exists.')).toBeVisible();
  // The author finds the note in the History, beside the revision it was made on, read only.
  await desk.setViewportSize({ width: 1280, height: 900 });
  await desk.goto(`/editor/${blogId}`);
  await desk.getByRole('button', { name: 'History' }).click();
  const history = desk.getByRole('dialog', { name: 'History' });
  await history.getByRole('button', { name: new RegExp(`^Revision 1: ${title}`) }).click();
  const kept = history.getByRole('region', { name: '1 note from its review' });
  const keptThread = kept.getByRole('article', { name: `Note by ${reviewer.session.fullname}` });
  await expect(keptThread).toContainText('Maybe "green"?');
  await expect(keptThread).toContainText('Green it is, thank you.');
  await expect(kept.getByRole('button')).toHaveCount(0);
});
