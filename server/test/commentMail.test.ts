import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { createBlog, post, setupServer, signup, type TestUser } from './helpers.ts';
import { linkToken, startSmtpReceiver, type SmtpReceiver } from './smtp.ts';

// Comment and reply mail: at most one per thread (blog) and recipient an hour, the rest in one mail
// when the hour ends; and a per-member comment rate. Mail goes through a real SMTP server.
const env: Record<string, string> = { MAIL_POLL_MS: '100', MAIL_FROM: 'Inkwell <mail@inkwell.test>', PUBLIC_URL: 'http://blog.inkwell.test' };
let smtp: SmtpReceiver;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  env.SMTP_URL = smtp.url;
});
afterAll(() => smtp.close());
const h = setupServer(env);

const to = (address: string) => (m: ParsedMail) => (Array.isArray(m.to) ? m.to : [m.to]).some((t) => t?.value.some((v) => v.address === address));
const mailsTo = (u: TestUser) => smtp.mails.filter(to(u.email));
const settle = () => new Promise((r) => setTimeout(r, 600));

async function verified(name: string): Promise<TestUser> {
  const u = await signup(h.app, name);
  const [mail] = await smtp.waitFor((m) => to(u.email)(m) && /Confirm your e-mail/.test(m.subject ?? ''));
  expect((await post(h.app, '/verify-email', { token: linkToken(mail, 'verify-email') })).status).toBe(200);
  return u;
}
const addComment = (u: TestUser, blog: string, comment: string, replying_to?: string) => post(h.app, '/add-comment', { _id: blog, comment, ...(replying_to ? { replying_to } : {}) }, u.token);

/** The hour since the thread's mails passes: their times move an hour back (no sleeping for an hour). */
async function anHourPasses() {
  await h.db.pool.query("UPDATE outbox SET due_at = due_at - interval '1 hour', next_attempt_at = next_attempt_at - interval '1 hour', created_at = created_at - interval '1 hour' WHERE thread IS NOT NULL");
}

describe('comment mail per thread and recipient', () => {
  it('10 comments in a row: one mail at once, then one mail listing the other nine when the hour ends', async () => {
    const alice = await verified('alice');
    const eve = await verified('eve');
    const blog = await createBlog(h.app, alice.token, { title: 'Quiet post' });
    for (let i = 1; i <= 10; i++) expect((await addComment(eve, blog._id, `flood ${i}`)).status).toBe(200);

    const [first] = await smtp.waitFor((m) => to(alice.email)(m) && /commented on “Quiet post”/.test(m.subject ?? ''));
    expect(first.text).toContain('> flood 1');
    await settle();
    // Its Message-ID is its outbox row's, so a copy sent again after a crash is the same message to mail software.
    // (A sent row keeps no text: the only comment mail to Alice sent so far is this one.)
    const { rows } = await h.db.pool.query<{ id: string }>("SELECT id FROM outbox WHERE to_email = $1 AND kind = 'comment' AND sent_at IS NOT NULL", [alice.email]);
    expect(rows).toHaveLength(1);
    expect(first.messageId).toBe(`<${rows[0]!.id}@${new URL(`mailto:${first.from!.value[0]!.address}`).pathname.split('@')[1]}>`);
    expect(mailsTo(alice).filter((m) => /Quiet post/.test(m.subject ?? ''))).toHaveLength(1);

    await anHourPasses();
    const [later] = await smtp.waitFor((m) => to(alice.email)(m) && m.subject === 'New comments on “Quiet post”');
    for (let i = 2; i <= 10; i++) expect(later.text).toContain(`flood ${i}`);
    expect(later.text).not.toContain('flood 1\n');
    expect(later.text).toContain('9 new comments');
    expect(later.text).toContain(`http://blog.inkwell.test/blogs/${blog.blog_id}`);
    expect(later.headerLines.some((l) => l.key === 'list-unsubscribe')).toBe(true);
    await settle();
    expect(mailsTo(alice).filter((m) => /Quiet post/.test(m.subject ?? ''))).toHaveLength(2);
  });

  it('a comment within the hour after the collapsed mail waits for the next hour; other threads and recipients are not held up', async () => {
    const alice = await verified('alice2');
    const eve = await verified('eve2');
    const bob = await verified('bob2');
    const one = await createBlog(h.app, alice.token, { title: 'First thread' });
    const two = await createBlog(h.app, alice.token, { title: 'Second thread' });
    const aliceComment = (await addComment(alice, one._id, 'alice speaks')).body._id as string;
    await addComment(eve, one._id, 'e1');
    await smtp.waitFor((m) => to(alice.email)(m) && /commented on “First thread”/.test(m.subject ?? ''));
    await addComment(bob, one._id, 'b1');
    // Another blog of the same author, and another recipient on the same blog: mailed at once.
    await addComment(eve, two._id, 'e2');
    await addComment(bob, one._id, 'b1 again');
    const eveComment = (await addComment(eve, one._id, 'e3')).body._id as string;
    await addComment(bob, one._id, 'reply to e3', eveComment);
    await smtp.waitFor((m) => to(alice.email)(m) && /commented on “Second thread”/.test(m.subject ?? ''));
    await smtp.waitFor((m) => to(eve.email)(m) && /replied to your comment/.test(m.subject ?? ''));
    // A reply to alice's comment on the same blog joins the waiting mail (one throttle per thread and recipient).
    await addComment(eve, one._id, 'eve answers alice', aliceComment);
    await settle();
    expect(mailsTo(alice).filter((m) => /First thread/.test(m.subject ?? ''))).toHaveLength(1);

    await anHourPasses();
    const [collapsed] = await smtp.waitFor((m) => to(alice.email)(m) && m.subject === 'New comments and replies on “First thread”');
    expect(collapsed.text).toContain('b1');
    expect(collapsed.text).toContain('eve answers alice');
    expect(collapsed.text).not.toContain('reply to e3'); // that one was to eve

    // The collapsed mail just went: the next comment waits for the hour after it.
    await addComment(bob, one._id, 'b2');
    await settle();
    expect(mailsTo(alice).filter((m) => /First thread/.test(m.subject ?? ''))).toHaveLength(2);
    await anHourPasses();
    const [next] = await smtp.waitFor((m) => to(alice.email)(m) && m.subject === 'New comments on “First thread”');
    expect(next.text).toContain('b2');
  });
});

describe('a waiting comment mail and the recipient’s settings', () => {
  it('turning comment mail off drops the mail still waiting for its hour', async () => {
    const alice = await verified('alice3');
    const eve = await verified('eve3');
    const blog = await createBlog(h.app, alice.token, { title: 'Changed my mind' });
    await addComment(eve, blog._id, 'first');
    await smtp.waitFor((m) => to(alice.email)(m) && /commented on “Changed my mind”/.test(m.subject ?? ''));
    await addComment(eve, blog._id, 'second');
    expect((await post(h.app, '/update-email-settings', { comment: false, reply: true, new_blog: true, digest: false }, alice.token)).status).toBe(200);
    await anHourPasses();
    await settle();
    expect(mailsTo(alice).filter((m) => /Changed my mind/.test(m.subject ?? ''))).toHaveLength(1);
  });
});

describe('comment rate', () => {
  it('refuses an 11th comment in a minute with a clear 429, and accepts it a minute later', async () => {
    const alice = await signup(h.app, 'alice');
    const eve = await signup(h.app, 'eve');
    const blog = await createBlog(h.app, alice.token, { title: 'Busy post' });
    for (let i = 1; i <= 10; i++) expect((await addComment(eve, blog._id, `c${i}`)).status).toBe(200);
    const refused = await addComment(eve, blog._id, 'c11');
    expect(refused).toMatchObject({ status: 429, body: { error: 'You can post at most 10 comments a minute. Try again in a moment.' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Nothing was added; someone else may still comment.
    expect(((await post(h.app, '/get-blog', { blog_id: blog.blog_id, mode: 'edit' }, alice.token)).body.blog.activity as { total_comments: number }).total_comments).toBe(10);
    expect((await addComment(alice, blog._id, 'the author answers')).status).toBe(200);
    await h.db.pool.query("UPDATE comments SET commented_at = commented_at - interval '61 seconds' WHERE commented_by = $1", [eve.id]);
    expect((await addComment(eve, blog._id, 'c11')).status).toBe(200);
  });
});
