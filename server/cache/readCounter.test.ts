import { describe, expect, it } from 'vitest';
import type pg from 'pg';
import { ReadCounter } from './readCounter.ts';
import { AnswerCache, Slots } from './answerCache.ts';

/**
 * A stand-in for the database the read counters of several instances share: it answers addReads's
 * statement (ids and increments in, each blog's new total out) and lets a test read a blog's total
 * the way a query's snapshot would.
 */
class SharedRows {
  totals = new Map<string, number>();
  pool = {
    query: async (_text: string, [ids, ns]: [string[], number[]]) => {
      const rows = ids.map((id, i) => {
        const total = (this.totals.get(id) ?? 0) + ns[i];
        this.totals.set(id, total);
        return { id, total: String(total) };
      });
      return { rows };
    },
  } as unknown as pg.Pool;
  total = (id: string) => this.totals.get(id) ?? 0;
}

/** Instances on one database whose flush reports travel to the others when the test says so. */
function cluster(n: number) {
  const db = new SharedRows();
  const inFlight: { to: number; totals: [string, number][] }[] = [];
  const counters: ReadCounter[] = [];
  for (let i = 0; i < n; i++) {
    counters.push(new ReadCounter(db.pool, 60_000, (totals) => {
      for (let j = 0; j < n; j++) if (j !== i) inFlight.push({ to: j, totals });
    }));
  }
  const deliver = (k: number) => {
    const [m] = inFlight.splice(k, 1);
    counters[m.to].noteTotals(m.totals);
  };
  return { db, counters, inFlight, deliver };
}

const BLOGS = ['b0', 'b1', 'b2'];

describe('read counter', () => {
  it('shows other instances\' flushed reads in kept answers exactly once, in any order of flushes, queries and reports (200 random runs)', async () => {
    for (let seed = 1; seed <= 200; seed++) {
      let r = seed;
      // The high bits of the generator: its low bits repeat with a short period.
      const rand = (k: number) => ((r = (r * 1103515245 + 12345) % 2 ** 31), Math.floor((r / 2 ** 31) * k));
      const { db, counters, inFlight, deliver } = cluster(2 + rand(2));
      // What each instance would show: an answer computed from a snapshot (base, tallyAtRead), kept and shown later.
      const kept: { at: number; blog: string; base: number; tallyAtRead: number; low: number }[] = [];
      for (let step = 0; step < 60; step++) {
        const i = rand(counters.length);
        const c = counters[i];
        const blog = BLOGS[rand(BLOGS.length)];
        switch (rand(4)) {
          case 0:
            c.count(blog, 'author');
            break;
          case 1:
            await c.flush();
            break;
          case 2: {
            // A query: it sees the committed rows (this instance's own committed reads among them).
            const base = db.total(blog);
            kept.push({ at: i, blog, base, tallyAtRead: c.committed(blog), low: base + c.uncommitted(blog) });
            break;
          }
          default:
            if (inFlight.length) deliver(rand(inFlight.length));
        }
        // Never more than the truth, never less than when the answer was computed.
        for (const k of kept) {
          const shown = counters[k.at].shown(k.blog, k.base, k.tallyAtRead);
          const truth = db.total(k.blog) + counters[k.at].uncommitted(k.blog);
          expect(shown).toBeLessThanOrEqual(truth);
          expect(shown).toBeGreaterThanOrEqual(k.low);
        }
      }
      // Every report arrived: every kept answer shows the exact count, as a new query would.
      while (inFlight.length) deliver(0);
      for (const k of kept) {
        expect(counters[k.at].shown(k.blog, k.base, k.tallyAtRead), `seed ${seed}`).toBe(db.total(k.blog) + counters[k.at].uncommitted(k.blog));
      }
    }
  });

  it('a kept answer shows another instance\'s reads without being computed again', async () => {
    const { db, counters, deliver, inFlight } = cluster(2);
    const [one, two] = counters;
    const cache = new AnswerCache(two, true);
    let computed = 0;
    const compute = async () => {
      computed++;
      const slots = new Slots();
      return slots.done({ blog: { activity: slots.track({ total_reads: db.total('b0') }, 'b0') } }, ['blog:b0'], undefined, true, true);
    };
    const shown = async () => JSON.parse(cache.text((await cache.fetch('get-blog:b0', 60_000, compute))!)).blog.activity.total_reads;
    expect(await shown()).toBe(0);
    for (let i = 0; i < 5; i++) one.count('b0', 'author');
    await one.flush();
    expect(await shown()).toBe(0); // the report has not arrived
    deliver(0);
    expect(inFlight).toHaveLength(0);
    expect(await shown()).toBe(5);
    two.count('b0', 'author');
    expect(await shown()).toBe(6);
    await two.flush();
    expect(await shown()).toBe(6);
    expect(computed).toBe(1);
  });
});
