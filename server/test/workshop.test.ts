import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { blogPayload, post, setupServerWithMail, signup, unzip, type TestUser } from './helpers.ts';
import { linkToken } from './smtp.ts';

// The workshop (API.md, "The workshop" and the decisions part): a draft shared with members for
// review, notes on its blocks, closing on publish, credits, and what never reaches anyone else.
const { h, smtp } = setupServerWithMail();

const to = (address: string) => (m: ParsedMail) => (Array.isArray(m.to) ? m.to : [m.to]).some((t) => t?.value.some((v) => v.address === address));
const mailsTo = (u: TestUser, subject: RegExp) => smtp().mails.filter((m) => to(u.email)(m) && subject.test(m.subject ?? ''));
const settle = () => new Promise((r) => setTimeout(r, 600));

async function verified(name: string): Promise<TestUser> {
  const u = await signup(h.app, name);
  const [mail] = await smtp().waitFor((m) => to(u.email)(m) && /Confirm your e-mail/.test(m.subject ?? ''));
  expect((await post(h.app, '/verify-email', { token: linkToken(mail, 'verify-email') })).status).toBe(200);
  return u;
}

/** Blocks with Editor.js ids, as the editor saves them. */
const block = (id: string, text: string) => ({ id, type: 'paragraph', data: { text } });
const CONTENT = {
  time: 1,
  version: '2.31.7',
  blocks: [block('intro', 'It was a <b>dark</b> and stormy night; the rain fell in torrents.'), block('middle', 'Except at occasional intervals.'), block('end', 'The end.')],
};

/** A draft with three blocks of known ids; its address. */
async function draft(author: TestUser, title = 'A draft to review'): Promise<string> {
  const res = await post(h.app, '/create-blog', blogPayload({ title, draft: true, content: CONTENT }), author.token);
  expect(res.status).toBe(200);
  return res.body.id as string;
}
const share = (author: TestUser, blogId: string, usernames: string[], shared = true) => post(h.app, '/share-draft', { blog_id: blogId, usernames, shared }, author.token);
const addNote = (u: TestUser | null, body: Record<string, unknown>) => post(h.app, '/add-note', body, u?.token);
const notesOf = (u: TestUser | null, blogId: string) => post(h.app, '/notes', { blog_id: blogId }, u?.token);
const person = (u: TestUser) => ({ username: u.username, fullname: u.fullname, profile_img: expect.any(String) });

describe('sharing a draft', () => {
  it('the author shares and takes back; reviewers carry their state; nobody else may share or list', async () => {
    const author = await signup(h.app, 'ws-author');
    const rita = await signup(h.app, 'ws-rita');
    const other = await signup(h.app, 'ws-other');
    const blogId = await draft(author);

    expect((await share(author, blogId, [rita.username])).body).toEqual({ reviewers: [{ ...person(rita), state: 'invited' }] });
    // Sharing again is one reviewer, the same name twice too.
    expect((await share(author, blogId, [rita.username, rita.username])).body.reviewers).toHaveLength(1);
    expect((await post(h.app, '/reviewers', { blog_id: blogId }, author.token)).body).toEqual({ reviewers: [{ ...person(rita), state: 'invited' }] });

    // Another member, a reviewer and a visitor: the blog is unknown to them, or they must sign in.
    expect(await share(other, blogId, [other.username])).toMatchObject({ status: 404, body: { code: 'blog_not_found' } });
    expect(await share(rita, blogId, [other.username])).toMatchObject({ status: 404, body: { code: 'blog_not_found' } });
    expect((await post(h.app, '/share-draft', { blog_id: blogId, usernames: [rita.username], shared: true })).status).toBe(401);
    expect(await post(h.app, '/reviewers', { blog_id: blogId }, rita.token)).toMatchObject({ status: 404, body: { code: 'blog_not_found' } });
    expect(await post(h.app, '/reviewers', { blog_id: blogId }, other.token)).toMatchObject({ status: 404, body: { code: 'blog_not_found' } });
    expect((await post(h.app, '/reviewers', { blog_id: blogId })).status).toBe(401);

    // Bad names and bad payloads: a 4xx with a message, never a 500.
    expect(await share(author, blogId, ['no-such-member'])).toMatchObject({ status: 404, body: { error: 'User not found' } });
    expect(await share(author, blogId, [author.username])).toMatchObject({ status: 400, body: { error: 'You cannot share a draft with yourself: you are its author' } });
    expect(await share(author, blogId, [])).toMatchObject({ status: 400, body: { error: 'Name at least one member to share the draft with' } });
    expect((await post(h.app, '/share-draft', { blog_id: blogId, usernames: 'ws-rita', shared: true }, author.token)).status).toBe(400);
    expect((await post(h.app, '/share-draft', { blog_id: blogId, usernames: [rita.username], shared: 'yes' }, author.token)).status).toBe(400);

    // Taking it back: the reviewer reads it no more.
    expect((await share(author, blogId, [rita.username], false)).body).toEqual({ reviewers: [] });
    expect(await post(h.app, '/get-blog', { blog_id: blogId, review: true }, rita.token)).toMatchObject({ status: 404 });
  });

  it('at most 20 reviewers, in the payload and in all', async () => {
    const author = await signup(h.app, 'ws-many');
    const blogId = await draft(author);
    const members: TestUser[] = [];
    for (let i = 0; i < 21; i++) members.push(await signup(h.app, `ws-rev${i}`));
    const names = members.map((m) => m.username);
    expect(await share(author, blogId, names)).toMatchObject({ status: 400, body: { error: 'A draft can be shared with at most 20 reviewers', code: 'reviewers_max' } });
    expect((await share(author, blogId, names.slice(0, 19))).body.reviewers).toHaveLength(19);
    expect((await share(author, blogId, names.slice(19, 20))).body.reviewers).toHaveLength(20);
    expect(await share(author, blogId, names.slice(20))).toMatchObject({ status: 400, body: { code: 'reviewers_max' } });
    // Taking one back makes room.
    await share(author, blogId, names.slice(0, 1), false);
    expect((await share(author, blogId, names.slice(20))).body.reviewers).toHaveLength(20);
  });

  it('get-blog review: the draft for its author and reviewers, 404 for anyone else; reading marks "read"; review-drafts lists it', async () => {
    const author = await signup(h.app, 'ws-reader-author');
    const rita = await signup(h.app, 'ws-reader-rita');
    const other = await signup(h.app, 'ws-reader-other');
    const blogId = await draft(author, 'Shared for reading');
    await share(author, blogId, [rita.username]);

    const mine = await post(h.app, '/get-blog', { blog_id: blogId, review: true }, author.token);
    expect(mine.body.blog).toMatchObject({ blog_id: blogId, title: 'Shared for reading', draft: true, review: true });
    const hers = await post(h.app, '/get-blog', { blog_id: blogId, review: true }, rita.token);
    expect(hers.status).toBe(200);
    expect(hers.body.blog.content[0].blocks.map((b: { id: string }) => b.id)).toEqual(['intro', 'middle', 'end']);
    expect(await post(h.app, '/get-blog', { blog_id: blogId, review: true }, other.token)).toMatchObject({ status: 404, body: { code: 'blog_not_found' } });
    expect(await post(h.app, '/get-blog', { blog_id: blogId, review: true })).toMatchObject({ status: 404, body: { code: 'blog_not_found' } });
    // Without `review` a draft stays its author's: the reviewer is like anyone else there.
    expect((await post(h.app, '/get-blog', { blog_id: blogId }, rita.token)).status).toBe(404);
    expect((await post(h.app, '/get-blog', { blog_id: blogId }, other.token)).status).toBe(404);

    expect((await post(h.app, '/reviewers', { blog_id: blogId }, author.token)).body.reviewers).toEqual([{ ...person(rita), state: 'read' }]);
    const shared = await post(h.app, '/review-drafts', { page: 1 }, rita.token);
    expect(shared.body.blogs).toEqual([
      {
        _id: expect.any(String),
        blog_id: blogId,
        title: 'Shared for reading',
        des: 'A short description',
        banner: 'https://images.example.test/banner.png',
        language: 'en',
        author: person(author),
        sharedAt: expect.any(String),
        pending: false,
        state: 'read',
        notes: 0,
      },
    ]);
    expect((await post(h.app, '/review-drafts', { page: 1 }, other.token)).body.blogs).toEqual([]);
    expect((await post(h.app, '/review-drafts', { page: 1 })).status).toBe(401);
  });

  it('a published blog’s pending changes are what reviewers read; its read count does not move', async () => {
    const author = await signup(h.app, 'ws-pending-author');
    const rita = await signup(h.app, 'ws-pending-rita');
    const res = await post(h.app, '/create-blog', blogPayload({ title: 'Live words', content: CONTENT }), author.token);
    const blogId = res.body.id as string;
    // Published without pending changes: nothing to review.
    expect(await share(author, blogId, [rita.username])).toMatchObject({ status: 409, body: { code: 'notes_closed' } });
    await post(h.app, '/save-edit', { id: blogId, ...blogPayload({ title: 'Better words', content: CONTENT }) }, author.token);
    expect((await share(author, blogId, [rita.username])).status).toBe(200);
    // The author's edit view counts the reads not yet written too (API.md decisions).
    const reads = async () => (await post(h.app, '/get-blog', { blog_id: blogId, mode: 'edit' }, author.token)).body.blog.activity.total_reads as number;
    const before = await reads();
    const review = await post(h.app, '/get-blog', { blog_id: blogId, review: true }, rita.token);
    expect(review.body.blog).toMatchObject({ title: 'Better words', pending: true, review: true });
    await post(h.app, '/get-blog', { blog_id: blogId, review: true }, author.token);
    expect(await reads()).toBe(before);
    expect((await post(h.app, '/review-drafts', { page: 1 }, rita.token)).body.blogs[0]).toMatchObject({ blog_id: blogId, title: 'Better words', pending: true });
  });
});

describe('notes', () => {
  async function workshop(prefix: string) {
    const author = await signup(h.app, `${prefix}-author`);
    const rita = await signup(h.app, `${prefix}-rita`);
    const sam = await signup(h.app, `${prefix}-sam`);
    const other = await signup(h.app, `${prefix}-other`);
    const blogId = await draft(author, `Notes of ${prefix}`);
    await share(author, blogId, [rita.username, sam.username]);
    return { author, rita, sam, other, blogId };
  }

  it('add-note: author and reviewers; the quote must be a passage of its block; the text 1-2,000 characters', async () => {
    const { author, rita, other, blogId } = await workshop('ws-add');
    const res = await addNote(rita, { blog_id: blogId, block_id: 'intro', text: '  Cliché opening?  ', quote: 'dark and stormy night' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      _id: expect.any(String),
      block_id: 'intro',
      quote: 'dark and stormy night',
      text: 'Cliché opening?',
      author: person(rita),
      createdAt: expect.any(String),
      editedAt: null,
      resolved: false,
      orphaned: false,
      version: expect.any(Number),
      parent: null,
      replies: [],
    });
    expect((await addNote(author, { blog_id: blogId, block_id: 'end', text: 'Note to self' })).status).toBe(200);

    expect(await addNote(rita, { blog_id: blogId, block_id: 'intro', text: 'x', quote: 'a bright sunny day' })).toMatchObject({ status: 400, body: { error: 'The quoted passage is not in that block' } });
    // A passage of another block is not a passage of this one.
    expect(await addNote(rita, { blog_id: blogId, block_id: 'intro', text: 'x', quote: 'occasional intervals' })).toMatchObject({ status: 400, body: { code: 'note_quote_not_in_block' } });
    expect(await addNote(rita, { blog_id: blogId, block_id: 'gone', text: 'x' })).toMatchObject({ status: 400, body: { error: 'That block is no longer in the draft' } });
    expect(await addNote(rita, { blog_id: blogId, block_id: 'intro', text: '   ' })).toMatchObject({ status: 400, body: { error: 'A note cannot be empty' } });
    expect(await addNote(rita, { blog_id: blogId, block_id: 'intro', text: 'a'.repeat(2001) })).toMatchObject({ status: 400, body: { code: 'text_too_long' } });
    expect((await addNote(rita, { blog_id: blogId, block_id: 'intro', text: 'a'.repeat(2000) })).status).toBe(200);
    expect((await addNote(rita, { blog_id: blogId, block_id: 'intro', text: 42 })).status).toBe(400);

    expect(await addNote(other, { blog_id: blogId, block_id: 'intro', text: 'Sneaky' })).toMatchObject({ status: 404, body: { code: 'blog_not_found' } });
    expect((await addNote(null, { blog_id: blogId, block_id: 'intro', text: 'Visitor' })).status).toBe(401);
    expect(await addNote(rita, { blog_id: 'no-such-blog', block_id: 'intro', text: 'x' })).toMatchObject({ status: 404 });
  });

  it('replies: one level deep, on their note’s block; notes answers them in block order with their replies', async () => {
    const { author, rita, sam, other, blogId } = await workshop('ws-reply');
    const late = (await addNote(sam, { blog_id: blogId, block_id: 'end', text: 'Weak ending' })).body;
    const early = (await addNote(rita, { blog_id: blogId, block_id: 'intro', text: 'Strong start' })).body;
    const reply = await addNote(author, { blog_id: blogId, block_id: 'end', text: 'Thanks!', parent: early._id });
    expect(reply.body).toMatchObject({ block_id: 'intro', parent: early._id, quote: null, author: person(author), replies: [] });
    expect(await addNote(rita, { blog_id: blogId, block_id: 'intro', text: 'Deeper', parent: reply.body._id })).toMatchObject({ status: 400, body: { error: 'Reply to the note itself, not to a reply' } });
    expect(await addNote(rita, { blog_id: blogId, block_id: 'intro', text: 'x', parent: 'not-a-note' })).toMatchObject({ status: 404, body: { code: 'note_not_found' } });

    for (const u of [author, rita, sam]) {
      const list = await notesOf(u, blogId);
      expect(list.status).toBe(200);
      expect(list.body.closed).toBe(false);
      // The intro's note comes first (its block comes first), with its reply.
      expect(list.body.notes.map((n: { text: string }) => n.text)).toEqual(['Strong start', 'Weak ending']);
      expect(list.body.notes[0].replies.map((n: { text: string; parent: string }) => [n.text, n.parent])).toEqual([['Thanks!', early._id]]);
      expect(list.body.notes[1]._id).toBe(late._id);
    }
    expect(await notesOf(other, blogId)).toMatchObject({ status: 404, body: { code: 'blog_not_found' } });
    expect((await notesOf(null, blogId)).status).toBe(401);
  });

  it('edit-note by its writer, resolve-note by the blog’s author, delete-note by either', async () => {
    const { author, rita, sam, other, blogId } = await workshop('ws-rights');
    const note = (await addNote(rita, { blog_id: blogId, block_id: 'middle', text: 'Typo here' })).body;
    const samNote = (await addNote(sam, { blog_id: blogId, block_id: 'middle', text: 'Agree' })).body;

    const edited = await post(h.app, '/edit-note', { note_id: note._id, text: 'Typo here: "occasional"' }, rita.token);
    expect(edited.body).toMatchObject({ _id: note._id, text: 'Typo here: "occasional"', editedAt: expect.any(String) });
    expect(await post(h.app, '/edit-note', { note_id: note._id, text: 'Mine now' }, author.token)).toMatchObject({ status: 403, body: { error: 'Only the note’s writer can edit it' } });
    expect(await post(h.app, '/edit-note', { note_id: note._id, text: 'Mine now' }, sam.token)).toMatchObject({ status: 403, body: { code: 'note_edit_forbidden' } });
    expect(await post(h.app, '/edit-note', { note_id: note._id, text: 'Mine now' }, other.token)).toMatchObject({ status: 404, body: { code: 'note_not_found' } });
    expect((await post(h.app, '/edit-note', { note_id: note._id, text: 'Mine now' })).status).toBe(401);
    expect(await post(h.app, '/edit-note', { note_id: note._id, text: '' }, rita.token)).toMatchObject({ status: 400, body: { code: 'note_empty' } });

    expect((await post(h.app, '/resolve-note', { note_id: note._id, resolved: true }, author.token)).body).toMatchObject({ _id: note._id, resolved: true });
    expect(await post(h.app, '/resolve-note', { note_id: note._id, resolved: false }, rita.token)).toMatchObject({ status: 403, body: { error: 'Only the blog’s author can resolve notes' } });
    expect(await post(h.app, '/resolve-note', { note_id: note._id, resolved: false }, other.token)).toMatchObject({ status: 404 });
    expect((await post(h.app, '/resolve-note', { note_id: note._id, resolved: false })).status).toBe(401);
    expect((await post(h.app, '/resolve-note', { note_id: note._id, resolved: false }, author.token)).body.resolved).toBe(false);

    expect(await post(h.app, '/delete-note', { note_id: samNote._id }, rita.token)).toMatchObject({ status: 403, body: { error: 'Only the note’s writer or the blog’s author can delete it' } });
    expect(await post(h.app, '/delete-note', { note_id: samNote._id }, other.token)).toMatchObject({ status: 404 });
    expect((await post(h.app, '/delete-note', { note_id: samNote._id })).status).toBe(401);
    expect((await post(h.app, '/delete-note', { note_id: samNote._id }, sam.token)).body).toEqual({ status: 'done' });
    expect((await post(h.app, '/delete-note', { note_id: note._id }, author.token)).body).toEqual({ status: 'done' });
    expect((await notesOf(author, blogId)).body.notes).toEqual([]);
    expect(await post(h.app, '/delete-note', { note_id: note._id }, author.token)).toMatchObject({ status: 404, body: { code: 'note_not_found' } });
    expect(await post(h.app, '/delete-note', { note_id: 'nonsense' }, author.token)).toMatchObject({ status: 404, body: { code: 'note_not_found' } });
  });

  it('a note is orphaned once a save removes its block, and listed last', async () => {
    const { author, rita, blogId } = await workshop('ws-orphan');
    await addNote(rita, { blog_id: blogId, block_id: 'intro', text: 'On the intro' });
    await addNote(rita, { blog_id: blogId, block_id: 'end', text: 'On the end' });
    const content = { ...CONTENT, blocks: [CONTENT.blocks[1], CONTENT.blocks[2]] };
    expect((await post(h.app, '/save-edit', { id: blogId, ...blogPayload({ title: 'Notes of ws-orphan', draft: true, content }) }, author.token)).status).toBe(200);
    const list = (await notesOf(rita, blogId)).body.notes as { text: string; orphaned: boolean }[];
    expect(list.map((n) => [n.text, n.orphaned])).toEqual([
      ['On the end', false],
      ['On the intro', true],
    ]);
  });

  it('publishing closes the notes: the author reads them, nobody writes them; reviewers lose access', async () => {
    const { author, rita, blogId } = await workshop('ws-close');
    const note = (await addNote(rita, { blog_id: blogId, block_id: 'intro', text: 'Before publishing' })).body;
    const own = (await addNote(author, { blog_id: blogId, block_id: 'end', text: 'Mine' })).body;
    const version = (await post(h.app, '/get-blog', { blog_id: blogId, mode: 'edit' }, author.token)).body.blog.version;
    expect(note.version).toBe(version);
    expect((await post(h.app, '/create-blog', { ...blogPayload({ title: 'Notes of ws-close', content: CONTENT }), id: blogId }, author.token)).status).toBe(200);

    const closed = await notesOf(author, blogId);
    expect(closed.body.closed).toBe(true);
    expect(closed.body.notes.map((n: { text: string }) => n.text)).toEqual(['Before publishing', 'Mine']);
    expect(await addNote(author, { blog_id: blogId, block_id: 'intro', text: 'After' })).toMatchObject({ status: 409, body: { error: 'This blog is published: its notes are closed' } });
    expect(await post(h.app, '/resolve-note', { note_id: note._id, resolved: true }, author.token)).toMatchObject({ status: 409, body: { code: 'notes_closed' } });
    expect(await post(h.app, '/edit-note', { note_id: own._id, text: 'Changed' }, author.token)).toMatchObject({ status: 409, body: { code: 'notes_closed' } });
    expect(await notesOf(rita, blogId)).toMatchObject({ status: 404 });
    expect(await addNote(rita, { blog_id: blogId, block_id: 'intro', text: 'After' })).toMatchObject({ status: 404 });
    expect(await post(h.app, '/edit-note', { note_id: note._id, text: 'Changed' }, rita.token)).toMatchObject({ status: 404 });
    expect((await post(h.app, '/review-drafts', { page: 1 }, rita.token)).body.blogs).toEqual([]);
    // The author may still clear them.
    expect((await post(h.app, '/delete-note', { note_id: own._id }, author.token)).body).toEqual({ status: 'done' });
  });

  it('discarding the pending changes under review ends their round, as publishing does', async () => {
    const author = await signup(h.app, 'ws-discard-author');
    const rita = await signup(h.app, 'ws-discard-rita');
    const blogId = (await post(h.app, '/create-blog', blogPayload({ title: 'Live', content: CONTENT }), author.token)).body.id as string;
    await post(h.app, '/save-edit', { id: blogId, ...blogPayload({ title: 'Live, changed', content: CONTENT }) }, author.token);
    await share(author, blogId, [rita.username]);
    await addNote(rita, { blog_id: blogId, block_id: 'middle', text: 'On the change' });
    expect((await post(h.app, '/discard-edit', { blog_id: blogId }, author.token)).status).toBe(200);
    expect(await notesOf(rita, blogId)).toMatchObject({ status: 404 });
    expect((await notesOf(author, blogId)).body).toMatchObject({ closed: true, notes: [{ text: 'On the change' }] });
    expect((await post(h.app, '/reviewers', { blog_id: blogId }, author.token)).body.reviewers).toEqual([]);
  });

  it('the notes answer is kept for its readers until a note, the blocks or a writer’s name change; compressed, it says the same', async () => {
    const { author, rita, sam, other, blogId } = await workshop('ws-kept');
    const texts = async (u: TestUser) => ((await notesOf(u, blogId)).body.notes as { text: string; resolved: boolean; replies: unknown[]; author: { username: string } }[]).map((n) => [n.text, n.resolved, n.replies.length, n.author.username]);
    expect(await texts(rita)).toEqual([]);
    const note = (await addNote(rita, { blog_id: blogId, block_id: 'middle', text: 'First' })).body;
    expect(await texts(sam)).toEqual([['First', false, 0, rita.username]]);
    await post(h.app, '/edit-note', { note_id: note._id, text: 'First, edited' }, rita.token);
    expect(await texts(author)).toEqual([['First, edited', false, 0, rita.username]]);
    await addNote(sam, { blog_id: blogId, block_id: 'middle', text: 'A reply', parent: note._id });
    expect(await texts(rita)).toEqual([['First, edited', false, 1, rita.username]]);
    await post(h.app, '/resolve-note', { note_id: note._id, resolved: true }, author.token);
    expect(await texts(sam)).toEqual([['First, edited', true, 1, rita.username]]);
    // The writer's new name, on the kept answer's next read.
    const links = { youtube: '', facebook: '', twitter: '', github: '', instagram: '', website: '' };
    expect((await post(h.app, '/update-profile', { username: 'ws_kept_renamed', bio: '', social_links: links }, rita.token)).status).toBe(200);
    expect(await texts(author)).toEqual([['First, edited', true, 1, 'ws_kept_renamed']]);
    // The kept answer is never a way in: the check comes first.
    expect(await notesOf(other, blogId)).toMatchObject({ status: 404, body: { code: 'blog_not_found' } });
    expect((await notesOf(null, blogId)).status).toBe(401);
    await share(author, blogId, [sam.username], false);
    expect(await notesOf(sam, blogId)).toMatchObject({ status: 404 });

    // The same answer in gzip, in brotli, and plain (the bytes a browser and a script receive).
    const ask = (encoding?: string) =>
      h.app.inject({ method: 'POST', url: '/api/notes', payload: { blog_id: blogId }, headers: { authorization: `Bearer ${author.token}`, ...(encoding ? { 'accept-encoding': encoding } : {}) } });
    // Long enough to be compressed (the threshold is 1 KB).
    expect((await addNote(author, { blog_id: blogId, block_id: 'end', text: 'x'.repeat(1500) })).status).toBe(200);
    const [gz, br, none, unasked] = [await ask('gzip, deflate'), await ask('br, gzip'), await ask('identity'), await ask()];
    expect(gz.headers).toMatchObject({ 'content-encoding': 'gzip', vary: expect.stringContaining('accept-encoding') });
    expect(br.headers['content-encoding']).toBe('br');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(unasked.headers['content-encoding']).toBeUndefined();
    const expected = none.json();
    expect(expected.notes.map((n: { text: string }) => n.text)).toEqual(['First, edited', 'x'.repeat(1500)]);
    expect(unasked.json()).toEqual(expected);
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(expected);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(expected);
  });

  it('each published revision keeps the notes made on it: POST /notes with rev, read against that revision, its author only', async () => {
    const { author, rita, sam, other, blogId } = await workshop('ws-revs');
    await addNote(rita, { blog_id: blogId, block_id: 'intro', text: 'Round one' });
    await addNote(sam, { blog_id: blogId, block_id: 'end', text: 'On an ending that goes' });
    // The end is cut before publishing: that note is on removed text in the revision.
    const cut = { ...CONTENT, blocks: [CONTENT.blocks[0], CONTENT.blocks[1]] };
    expect((await post(h.app, '/create-blog', { ...blogPayload({ title: 'Notes of ws-revs', content: cut }), id: blogId }, author.token)).status).toBe(200);
    // A second round on pending changes, discarded: its notes belong to no revision.
    await post(h.app, '/save-edit', { id: blogId, ...blogPayload({ title: 'Notes of ws-revs', content: CONTENT }) }, author.token);
    await share(author, blogId, [rita.username]);
    await addNote(rita, { blog_id: blogId, block_id: 'middle', text: 'On discarded changes' });
    expect((await post(h.app, '/discard-edit', { blog_id: blogId }, author.token)).status).toBe(200);
    // A third round, published.
    await post(h.app, '/save-edit', { id: blogId, ...blogPayload({ title: 'Notes of ws-revs, again', content: CONTENT }) }, author.token);
    await share(author, blogId, [rita.username]);
    await addNote(rita, { blog_id: blogId, block_id: 'end', text: 'Round three' });
    expect((await post(h.app, '/create-blog', { ...blogPayload({ title: 'Notes of ws-revs, again', content: CONTENT }), id: blogId }, author.token)).status).toBe(200);

    const revs = (await post(h.app, '/blog-revisions', { blog_id: blogId }, author.token)).body.revisions.map((r: { rev: number }) => r.rev) as number[];
    expect(revs).toHaveLength(2);
    const [second, first] = revs;
    const onRev = (u: TestUser | null, rev: unknown) => post(h.app, '/notes', { blog_id: blogId, rev }, u?.token);
    const one = await onRev(author, first);
    expect(one.body.closed).toBe(true);
    expect(one.body.notes.map((n: { text: string; orphaned: boolean; author: { username: string } }) => [n.text, n.orphaned, n.author.username])).toEqual([
      ['Round one', false, rita.username],
      ['On an ending that goes', true, sam.username],
    ]);
    expect((await onRev(author, second)).body).toMatchObject({ closed: true, notes: [{ text: 'Round three', orphaned: false, replies: [] }] });
    expect((await onRev(author, second)).body.notes).toHaveLength(1);
    // Without rev the author still reads every closed note, the discarded round's too.
    expect((await notesOf(author, blogId)).body.notes.map((n: { text: string }) => n.text).sort()).toEqual(['On discarded changes', 'On an ending that goes', 'Round one', 'Round three'].sort());

    // Nobody else: reviewers (their access ended), another member, a visitor; a revision not kept; a bad rev.
    expect(await onRev(rita, first)).toMatchObject({ status: 404, body: { code: 'blog_not_found' } });
    expect(await onRev(other, first)).toMatchObject({ status: 404, body: { code: 'blog_not_found' } });
    expect((await onRev(null, first)).status).toBe(401);
    expect(await onRev(author, 99)).toMatchObject({ status: 404, body: { code: 'revision_not_found' } });
    expect((await onRev(author, 'one')).status).toBe(400);
    expect((await onRev(author, 0)).status).toBe(400);
  });

  it('notes never reach readers: the published blog, lists, search and previews carry none', async () => {
    const { author, rita, other, blogId } = await workshop('ws-private');
    await addNote(rita, { blog_id: blogId, block_id: 'intro', text: 'SECRET-NOTE-TEXT' });
    // The draft is in no list or search while shared.
    expect(JSON.stringify((await post(h.app, '/latest-blogs', { page: 1 }, other.token)).body)).not.toContain(blogId);
    expect(JSON.stringify((await post(h.app, '/search-blogs', { query: 'Notes of ws-private', page: 1 }, other.token)).body)).not.toContain(blogId);
    expect(JSON.stringify((await post(h.app, '/search-blogs', { query: 'Notes of ws-private', page: 1 }, rita.token)).body)).not.toContain(blogId);
    const link = await post(h.app, '/preview-link', { blog_id: blogId, enabled: true }, author.token);
    const token = String(link.body.url).split('/preview/')[1];
    const preview = await post(h.app, '/get-preview', { token });
    expect(preview.status).toBe(200);
    expect(JSON.stringify(preview.body)).not.toContain('SECRET-NOTE-TEXT');
    await post(h.app, '/create-blog', { ...blogPayload({ title: 'Notes of ws-private', content: CONTENT }), id: blogId }, author.token);
    for (const u of [null, other, rita]) {
      const page = await post(h.app, '/get-blog', { blog_id: blogId }, u?.token);
      expect(page.status).toBe(200);
      expect(JSON.stringify(page.body)).not.toContain('SECRET-NOTE-TEXT');
    }
  });
});

describe('credits', () => {
  it('only reviewers who left a note can be thanked; get-blog names them', async () => {
    const author = await signup(h.app, 'ws-credit-author');
    const rita = await signup(h.app, 'ws-credit-rita');
    const quiet = await signup(h.app, 'ws-credit-quiet');
    const blogId = await draft(author, 'Thankful');
    await share(author, blogId, [rita.username, quiet.username]);
    await addNote(rita, { blog_id: blogId, block_id: 'intro', text: 'Good' });
    const publish = (credits: unknown) => post(h.app, '/create-blog', { ...blogPayload({ title: 'Thankful', content: CONTENT }), id: blogId, credits }, author.token);

    expect(await publish([quiet.username])).toMatchObject({ status: 400, body: { error: `Only reviewers who left a note can be thanked: ${quiet.username} did not`, code: 'credit_not_noted' } });
    expect(await publish(['nobody-at-all'])).toMatchObject({ status: 400, body: { code: 'credit_not_noted' } });
    expect((await publish('ws-credit-rita')).status).toBe(400);
    // Refused: nothing was saved, the blog is still a draft under review.
    expect((await post(h.app, '/get-blog', { blog_id: blogId, review: true }, rita.token)).body.blog.draft).toBe(true);

    expect((await publish([rita.username])).status).toBe(200);
    const page = await post(h.app, '/get-blog', { blog_id: blogId });
    expect(page.body.blog.credits).toEqual([{ username: rita.username, fullname: rita.fullname }]);
    // The author's editor has them too, for the publish form.
    expect((await post(h.app, '/get-blog', { blog_id: blogId, mode: 'edit' }, author.token)).body.blog.credits).toEqual([{ username: rita.username, fullname: rita.fullname }]);
    // A blog without credits has none in its answer.
    const plain = await post(h.app, '/create-blog', blogPayload({ title: 'No thanks' }), author.token);
    expect((await post(h.app, '/get-blog', { blog_id: plain.body.id })).body.blog.credits).toBeUndefined();
    // A new blog has no notes: nobody can be thanked yet.
    expect(await post(h.app, '/create-blog', blogPayload({ title: 'Brand new', credits: [rita.username] }), author.token)).toMatchObject({ status: 400, body: { code: 'credit_not_noted' } });
  });

  it('publishing reviewed changes with credits: the kept answer readers had is replaced, thanks and all', async () => {
    const author = await signup(h.app, 'ws-credit-live');
    const rita = await signup(h.app, 'ws-credit-live-rita');
    const blogId = (await post(h.app, '/create-blog', blogPayload({ title: 'Live and thankful', content: CONTENT }), author.token)).body.id as string;
    // Readers have read it: its answer is kept.
    expect((await post(h.app, '/get-blog', { blog_id: blogId })).body.blog.credits).toBeUndefined();
    expect((await post(h.app, '/get-blog', { blog_id: blogId })).body.blog.credits).toBeUndefined();
    await post(h.app, '/save-edit', { id: blogId, ...blogPayload({ title: 'Live and more thankful', content: CONTENT }) }, author.token);
    expect((await share(author, blogId, [rita.username])).status).toBe(200);
    expect((await addNote(rita, { blog_id: blogId, block_id: 'middle', text: 'Cut this?' })).status).toBe(200);
    expect((await post(h.app, '/create-blog', { ...blogPayload({ title: 'Live and more thankful', content: CONTENT }), id: blogId, credits: [rita.username] }, author.token)).status).toBe(200);
    expect((await post(h.app, '/get-blog', { blog_id: blogId })).body.blog).toMatchObject({ title: 'Live and more thankful', credits: [{ username: rita.username, fullname: rita.fullname }] });
  });
});

describe('notifications and mail', () => {
  const notifications = async (u: TestUser) => (await post(h.app, '/get-notifications', { page: 1, filter: 'all' }, u.token)).body.notifications as { type: string; blog: { blog_id: string }; note?: { text: string; block_id: string }; user: { personal_info: { username: string } } }[];

  it('a reviewer is notified and mailed; a note tells the author, a reply the note’s writer; a removed reviewer’s notification goes', async () => {
    const author = await verified('wsm-author');
    const rita = await verified('wsm-rita');
    const blogId = await draft(author, 'Mailed draft');
    await share(author, blogId, [rita.username]);
    const [invite] = await smtp().waitFor((m) => to(rita.email)(m) && (m.subject ?? '').includes('asked you to review “Mailed draft”'));
    expect(invite.text).toContain(`http://blog.inkwell.test/review/${blogId}`);
    expect(invite.headerLines.some((l) => l.key === 'list-unsubscribe')).toBe(true);
    expect((await notifications(rita)).map((n) => [n.type, n.blog.blog_id, n.user.personal_info.username])).toEqual([['review_request', blogId, author.username]]);

    const note = (await addNote(rita, { blog_id: blogId, block_id: 'middle', text: 'Say more here' })).body;
    const [noteMail] = await smtp().waitFor((m) => to(author.email)(m) && (m.subject ?? '').includes('left a note on “Mailed draft”'));
    expect(noteMail.text).toContain('Say more here');
    expect((await notifications(author)).filter((n) => n.type === 'note').map((n) => n.note)).toEqual([{ _id: note._id, text: 'Say more here', block_id: 'middle' }]);

    await addNote(author, { blog_id: blogId, block_id: 'middle', text: 'Done, thanks', parent: note._id });
    await smtp().waitFor((m) => to(rita.email)(m) && (m.subject ?? '').includes('replied to your note on “Mailed draft”'));
    expect((await notifications(rita)).map((n) => n.type)).toEqual(['note', 'review_request']);

    // Taken back: nothing of the draft stays in her notifications.
    await share(author, blogId, [rita.username], false);
    expect(await notifications(rita)).toEqual([]);
    // Nobody is told of their own note.
    expect((await notifications(author)).filter((n) => n.user.personal_info.username === author.username)).toEqual([]);
  });

  it('many notes in a few minutes: one mail at once, the rest in one mail when the hour ends', async () => {
    const author = await verified('wsc-author');
    const rita = await verified('wsc-rita');
    const blogId = await draft(author, 'Busy draft');
    await share(author, blogId, [rita.username]);
    for (let i = 1; i <= 6; i++) expect((await addNote(rita, { blog_id: blogId, block_id: 'intro', text: `point ${i}` })).status).toBe(200);
    const [first] = await smtp().waitFor((m) => to(author.email)(m) && (m.subject ?? '').includes('left a note on “Busy draft”'));
    expect(first.text).toContain('point 1');
    await settle();
    expect(mailsTo(author, /Busy draft/)).toHaveLength(1);

    await h.db.pool.query("UPDATE outbox SET due_at = due_at - interval '1 hour', next_attempt_at = next_attempt_at - interval '1 hour', created_at = created_at - interval '1 hour' WHERE thread IS NOT NULL");
    const [later] = await smtp().waitFor((m) => to(author.email)(m) && m.subject === 'New notes on “Busy draft”');
    expect(later.text).toContain('5 new notes');
    for (let i = 2; i <= 6; i++) expect(later.text).toContain(`point ${i}`);
    await settle();
    expect(mailsTo(author, /Busy draft/)).toHaveLength(2);
  });

  it('the review setting switches the workshop’s mail off (notifications stay); its unsubscribe link does the same', async () => {
    const author = await verified('wso-author');
    const rita = await verified('wso-rita');
    const blogId = await draft(author, 'Quiet draft');
    expect((await post(h.app, '/update-email-settings', { comment: true, reply: true, new_blog: true, digest: false, review: false }, author.token)).body).toEqual({
      comment: true,
      reply: true,
      new_blog: true,
      digest: false,
      review: false,
    });
    // A client that does not know the setting leaves it as stored.
    expect((await post(h.app, '/update-email-settings', { comment: true, reply: true, new_blog: true, digest: false }, author.token)).body.review).toBe(false);
    await share(author, blogId, [rita.username]);
    const [invite] = await smtp().waitFor((m) => to(rita.email)(m) && (m.subject ?? '').includes('asked you to review “Quiet draft”'));
    await addNote(rita, { blog_id: blogId, block_id: 'intro', text: 'Silent note' });
    await settle();
    expect(mailsTo(author, /Quiet draft/)).toHaveLength(0);
    expect((await notifications(author)).map((n) => n.type)).toEqual(['note']);

    // Rita's one-click unsubscribe from the invitation turns off her review mail.
    const token = /\/unsubscribe\/([^\s>"]+)/.exec(invite.text ?? '')![1];
    expect((await post(h.app, '/unsubscribe', { token })).body).toEqual({ status: 'unsubscribed' });
    expect((await post(h.app, '/get-email-settings', {}, rita.token)).body).toEqual({ comment: true, reply: true, new_blog: true, digest: false, review: false });
  });
});

describe('the rate of notes', () => {
  it('a member writes at most NOTES_PER_MINUTE notes and replies a minute (429 with the catalogue message); others are not held back', async () => {
    const author = await signup(h.app, 'wsr-author');
    const rita = await signup(h.app, 'wsr-rita');
    const blogId = await draft(author, 'A draft noted quickly');
    await share(author, blogId, [rita.username]);
    const first = await addNote(rita, { blog_id: blogId, block_id: 'intro', text: 'note 1' });
    expect(first.status).toBe(200);
    // Replies count with the notes: one limit for everything a member writes in the workshop.
    for (let i = 2; i <= 10; i++) {
      const body = i % 2 ? { blog_id: blogId, block_id: 'intro', text: `note ${i}` } : { blog_id: blogId, block_id: 'intro', text: `reply ${i}`, parent: first.body._id };
      expect((await addNote(rita, body)).status).toBe(200);
    }
    const refused = await addNote(rita, { blog_id: blogId, block_id: 'middle', text: 'one too many' });
    expect(refused).toMatchObject({ status: 429, body: { error: 'You can write at most 10 notes a minute. Try again in a moment.', code: 'notes_per_minute' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Nothing was written, and the author still replies.
    expect((await notesOf(author, blogId)).body.notes.some((n: { text: string }) => n.text === 'one too many')).toBe(false);
    expect((await addNote(author, { blog_id: blogId, block_id: 'intro', text: 'Slow down, thanks', parent: first.body._id })).status).toBe(200);

    // A minute later the member writes again.
    await h.db.pool.query("UPDATE notes SET created_at = created_at - interval '61 seconds' WHERE text LIKE 'note %' OR text LIKE 'reply %'");
    expect((await addNote(rita, { blog_id: blogId, block_id: 'middle', text: 'back again' })).status).toBe(200);
  });
});

describe('the account export', () => {
  it('holds the notes and replies the member wrote, with the blog’s title only while they may read it', async () => {
    const author = await signup(h.app, 'wse-author');
    const rita = await signup(h.app, 'wse-rita');
    const blogId = await draft(author, 'A draft to export from');
    const other = await draft(author, 'Another draft');
    await share(author, blogId, [rita.username]);
    await share(author, other, [rita.username]);
    const note = await addNote(rita, { blog_id: blogId, block_id: 'intro', text: 'Rita’s note', quote: 'dark and stormy' });
    await addNote(author, { blog_id: blogId, block_id: 'intro', text: 'The author’s reply', parent: note.body._id });
    const reply = await addNote(rita, { blog_id: blogId, block_id: 'intro', text: 'Rita’s reply', parent: note.body._id });
    await addNote(rita, { blog_id: other, block_id: 'end', text: 'On the other draft' });
    // Taken back from the other draft: Rita keeps her words, not its title.
    await share(author, other, [rita.username], false);

    const files = await exportOf(rita);
    const notes = JSON.parse(files['notes.json'].toString()) as Record<string, unknown>[];
    expect(notes).toEqual([
      expect.objectContaining({ id: note.body._id, blog_id: blogId, blog_title: 'A draft to export from', block_id: 'intro', quote: 'dark and stormy', text: 'Rita’s note', parent: null, resolved: false, closed: false }),
      expect.objectContaining({ id: reply.body._id, blog_id: blogId, text: 'Rita’s reply', parent: note.body._id }),
      expect.objectContaining({ blog_id: other, blog_title: null, block_id: 'end', text: 'On the other draft' }),
    ]);
    expect(notes[0]).toEqual(expect.objectContaining({ created_at: expect.any(String), edited_at: null }));
    expect(files['notes.json'].toString()).not.toContain('The author’s reply');
    expect(files['notes.json'].toString()).toMatch(/^\[\n {2}\{\n {4}"id": /);

    // The author's own: the reply on their blog, with its title. A member with none: an empty list.
    const mine = JSON.parse((await exportOf(author))['notes.json'].toString()) as Record<string, unknown>[];
    expect(mine).toEqual([expect.objectContaining({ text: 'The author’s reply', blog_title: 'A draft to export from', parent: note.body._id })]);
    expect((await exportOf(await signup(h.app, 'wse-none')))['notes.json'].toString()).toBe('[]\n');
  });
});

async function exportOf(u: TestUser): Promise<Record<string, Buffer>> {
  const res = await h.app.inject({ method: 'GET', url: '/api/export-account', headers: { authorization: `Bearer ${u.token}` } });
  expect(res.statusCode).toBe(200);
  return unzip(res.rawPayload);
}
