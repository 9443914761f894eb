import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

// Tests move the scheduler's clock forward instead of waiting for a blog's minute: SCHEDULER_CLOCK_FILE
// names a file holding how many milliseconds its clock runs ahead of the real one.
describe('scheduler with a clock moved forward', () => {
  const clockDir = mkdtempSync(join(tmpdir(), 'inkwell-clock-'));
  const clockFile = join(clockDir, 'ahead-ms');
  afterAll(() => rmSync(clockDir, { recursive: true, force: true }));

  it('publishes a blog scheduled an hour ahead once its clock is an hour on, and not before', async () => {
    writeFileSync(clockFile, '0');
    const app = await h.rebuild({ SCHEDULER_MS: '200', SCHEDULER_CLOCK_FILE: clockFile });
    const author = await signup(app, 'timetraveller');
    const at = new Date(Date.now() + 3_600_000);
    expect((await post(app, '/create-blog', blogPayload({ title: 'An hour on', publish_at: at.toISOString() }), author.token)).status).toBe(200);
    const live = async () => ((await post(app, '/latest-blogs', { page: 1 })).body.blogs as { title: string; publishedAt: string }[]).find((b) => b.title === 'An hour on');
    // Several regular checks with the real time: still scheduled.
    await new Promise((r) => setTimeout(r, 700));
    expect(await live()).toBeUndefined();
    writeFileSync(clockFile, String(3_600_000 + 1000));
    const end = Date.now() + 5000;
    while (!(await live()) && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    const blog = await live();
    expect(blog).toBeDefined();
    // Published at its own minute, as with the real clock.
    expect(new Date(blog!.publishedAt).toISOString()).toBe(at.toISOString());
  });
});
