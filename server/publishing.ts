import { readFileSync } from 'node:fs';
import type { Context, Scheduler } from './context.ts';
import type { Task } from './jobs/runner.ts';
import { TAG } from './cache/index.ts';
import { nextScheduled, publishDue } from './store/publishing.ts';
import { commit } from './services/commit.ts';
import { holdScheduled } from './services/trust.ts';
import { announce } from './services/announce.ts';
import { closeRound } from './services/workshop.ts';

/** Publishes what is due now (scheduled blogs; `now`: a test's clock), with their announcements; how many went live. */
export async function publishScheduled(ctx: Context, now?: Date): Promise<number> {
  const due = await commit(ctx, async (tx, after) => {
    const list = await publishDue(tx, now);
    for (const b of list) {
      // Going live ends the round of review, as publishing from the editor does.
      await closeRound(tx, after, b.id, true);
      if ((b as { hidden?: boolean }).hidden || (await holdScheduled(tx, b))) continue;
      if (await announce(ctx, tx, after, b.author, { id: b.id, blogId: b.blog_id, title: b.title, des: b.des })) after.mailQueued();
    }
    if (list.length) after.changed(TAG.lists, ...list.map((b) => TAG.blog(b.id)));
    return list;
  });
  return due.length;
}

/** The scheduler's time (ms since the epoch) when a test moves it; otherwise the database's clock decides what is due. */
export type SchedulerClock = () => number;

/**
 * A clock `file`'s number of milliseconds ahead of the real one, read at each call (SCHEDULER_CLOCK_FILE,
 * tests only: a journey writes the file instead of waiting). An unreadable file counts as 0.
 */
export function fileClock(file: string): SchedulerClock {
  return () => {
    let ahead = 0;
    try {
      ahead = Number(readFileSync(file, 'utf8').trim()) || 0;
    } catch {
      /* not written yet */
    }
    return Date.now() + ahead;
  };
}

/**
 * The scheduler, a task of the job runner (server/jobs): checks every `everyMs` (and at start, so a
 * blog due while the server was down goes live at once), sooner when a scheduled blog is due before
 * the next check, including one scheduled on this instance since (nudge). Several instances may run
 * it: publishDue takes each blog once, and an instance that was not nudged finds the blog at its next
 * regular check.
 */
export function createScheduler(context: () => Context, everyMs: number, clock?: SchedulerClock): Scheduler {
  let task: Task | null = null;
  // A due time by the scheduler's clock (moved by tests) as a time on the real clock the runner keeps.
  const onRealClock = (at: number) => at - ((clock ? clock() : Date.now()) - Date.now());
  return {
    start(jobs) {
      task = jobs.every(
        'publishing scheduled blogs',
        everyMs,
        async (self) => {
          const ctx = context();
          await publishScheduled(ctx, clock ? new Date(clock()) : undefined);
          const next = await nextScheduled(ctx.db);
          // 50 ms after its minute, so that the database's clock has reached it too.
          if (next) self.runAt(onRealClock(next.getTime()) + 50);
        },
        { minGapMs: 200 },
      );
    },
    nudge(at) {
      task?.runAt(onRealClock(at.getTime()) + 50);
    },
  };
}
