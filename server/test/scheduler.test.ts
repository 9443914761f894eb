import { describe, expect, it } from 'vitest';
import { blogPayload, post, setupServer, signup } from './helpers.ts';

// The scheduler checks rarely here (once a minute): a blog scheduled sooner than the next check
// must still go live on time, because scheduling it wakes the scheduler (API.md: "at that minute").
const h = setupServer({ SCHEDULER_MS: '60000' });

describe('scheduler', () => {
  it('a blog scheduled before the next regular check goes live at its time, not at the check', async () => {
    const author = await signup(h.app, 'punctual');
    const at = new Date(Date.now() + 1500);
    expect((await post(h.app, '/create-blog', blogPayload({ title: 'On the dot', publish_at: at.toISOString() }), author.token)).status).toBe(200);
    const live = async () => ((await post(h.app, '/latest-blogs', { page: 1 })).body.blogs as { title: string }[]).some((b) => b.title === 'On the dot');
    expect(await live()).toBe(false);
    const end = Date.now() + 10_000;
    while (!(await live()) && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
    // Well before the one-minute check.
    expect(await live()).toBe(true);
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  });
});
