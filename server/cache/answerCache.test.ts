import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { AnswerCache, Slots } from './answerCache.ts';
import type { ReadCounter } from './readCounter.ts';

/** A read counter whose counts the test sets (the cache only asks it for numbers). */
function fakeReads(counts: Record<string, number> = {}) {
  return {
    version: 0,
    counted: (b: string) => counts[b] ?? 0,
    committed: () => 0,
    shown: (b: string, base: number, tallyAtRead: number) => base + (counts[b] ?? 0) - tallyAtRead,
    stable: async <T, R>(q: () => Promise<T>, after: (v: T) => R) => after(await q()),
  } as unknown as ReadCounter;
}

const HOSTILE = ['-8000000000000000', '-7999999999999999', '"-8000000000000000"', '8000000000000000', '{"total_reads":1}', '\u2028</script>', '\\"', ''];

/** Deterministic pseudo-random values of every JSON shape, with hostile strings mixed in. */
function randomValue(seed: { n: number }, depth: number, slots: Slots, expected: Map<object, string>): unknown {
  const r = () => ((seed.n = (seed.n * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const pick = Math.floor(r() * (depth > 3 ? 5 : 8));
  switch (pick) {
    case 0: return HOSTILE[Math.floor(r() * HOSTILE.length)];
    case 1: return Math.floor(r() * 2e16) - 1e16;
    case 2: return r() < 0.5 ? null : r() < 0.5;
    case 3: return `t${Math.floor(r() * 1000)}`;
    case 4: return new Date(Math.floor(r() * 2e12));
    case 5: return Array.from({ length: Math.floor(r() * 4) }, () => randomValue(seed, depth + 1, slots, expected));
    case 6: {
      const activity = { total_likes: 1, total_reads: Math.floor(r() * 100), title: HOSTILE[Math.floor(r() * HOSTILE.length)] };
      const blog = `blog${Math.floor(r() * 5)}`;
      if (r() < 0.7) expected.set(slots.track(activity, blog), blog);
      return activity;
    }
    default: {
      const o: Record<string, unknown> = { skipped: undefined };
      for (let i = 0; i < Math.floor(r() * 4); i++) o[HOSTILE[Math.floor(r() * HOSTILE.length)] + i] = randomValue(seed, depth + 1, slots, expected);
      return o;
    }
  }
}

describe('answer cache', () => {
  it('cuts the JSON at tracked read counts only, never at text that looks like one', () => {
    const slots = new Slots();
    const activity = slots.track({ total_likes: 0, total_reads: 7 }, 'b1');
    const answer = { blogs: [{ title: '-8000000000000000', des: '-7999999999999999', tags: ['-8000000000000000'], activity }] };
    const c = slots.done(answer, ['lists']);
    expect(c.slots).toEqual([
      { blog: 'b1', kind: 'likes', base: 0 },
      { blog: 'b1', kind: 'reads', base: 7 },
    ]);
    expect(c.json[0] + '0' + c.json[1] + '7' + c.json[2]).toBe(JSON.stringify(answer));
  });

  it('writes exactly what JSON.stringify writes, with live counts in the tracked places (500 random answers)', async () => {
    for (let n = 1; n <= 500; n++) {
      const slots = new Slots();
      const expected = new Map<object, string>();
      const answer = randomValue({ n }, 0, slots, expected);
      const live: Record<string, number> = { blog0: 3, blog1: 0, blog2: 11, blog3: 1, blog4: 100 };
      const cache = new AnswerCache(fakeReads(live), true);
      const entry = (await cache.fetch(`k${n}`, 60_000, async () => slots.done(answer, ['t'])))!;
      // The oracle: the same data with each tracked count raised by its blog's live reads.
      const oracle = JSON.stringify(answer, function (this: object, key, value) {
        if (key === 'total_reads' && expected.has(this)) return value + live[expected.get(this)!];
        return value;
      });
      const text = cache.text(entry);
      expect(JSON.parse(text)).toEqual(JSON.parse(oracle));
      expect(entry.slots).toHaveLength(expected.size * 2); // total_likes and total_reads of each
    }
  });

  it('is bounded by bytes: least recently used answers go first', async () => {
    const cache = new AnswerCache(fakeReads(), true, 100_000);
    const big = 'x'.repeat(15_000); // about 22 KB as the cache counts it (with room for its compressed copies)
    for (let i = 0; i < 20; i++) {
      await cache.fetch(`k${i}`, 60_000, async () => new Slots().done({ big, i }, ['t']));
      if (i === 2) await cache.fetch('k0', 60_000, async () => null); // k0 used again: kept
    }
    expect(cache.bytes).toBeLessThanOrEqual(100_000);
    expect(cache.size).toBeGreaterThan(2);
    expect(cache.size).toBeLessThan(20);
    let computed = false;
    await cache.fetch('k19', 60_000, async () => ((computed = true), null));
    expect(computed).toBe(false); // the newest is kept
    // An answer larger than a quarter of the budget is answered but not kept.
    const huge = await cache.fetch('huge', 60_000, async () => new Slots().done({ s: 'y'.repeat(30_000) }, ['t']));
    expect(huge).not.toBeNull();
    computed = false;
    await cache.fetch('huge', 60_000, async () => ((computed = true), null));
    expect(computed).toBe(true);
  });

  it('shows likes and comments written since an answer was kept, without computing it again', async () => {
    const cache = new AnswerCache(fakeReads({ b1: 2 }), true);
    let computed = 0;
    const list = () =>
      cache.fetch('list', 60_000, async () => {
        computed++;
        const slots = new Slots();
        const activity = slots.track({ total_likes: 4, total_comments: 1, total_reads: 10, total_parent_comments: 1 }, 'b1');
        const other = slots.track({ total_likes: 0, total_comments: 0, total_reads: 0, total_parent_comments: 0 }, 'b2');
        return slots.done({ blogs: [{ activity }, { activity: other }] }, ['lists']);
      });
    const counts = (e: Awaited<ReturnType<typeof list>>) => (JSON.parse(cache.text(e!)) as { blogs: { activity: Record<string, number> }[] }).blogs.map((b) => b.activity);
    expect(counts(await list())[0]).toEqual({ total_likes: 4, total_comments: 1, total_reads: 12, total_parent_comments: 1 });
    // A like and a reply to b1, an unlike of b2 that changed nothing.
    cache.counts.begin('b1');
    cache.counts.end('b1', { blog: 'b1', likes: 1 });
    cache.counts.begin('b1');
    cache.counts.end('b1', { blog: 'b1', comments: 1, parents: 0 });
    cache.counts.begin('b2');
    cache.counts.end('b2', null);
    expect(counts(await list())).toEqual([
      { total_likes: 5, total_comments: 2, total_reads: 12, total_parent_comments: 1 },
      { total_likes: 0, total_comments: 0, total_reads: 0, total_parent_comments: 0 },
    ]);
    expect(computed).toBe(1);
  });

  it('does not keep an answer computed while a like of one of its blogs was being written', async () => {
    const cache = new AnswerCache(fakeReads(), true);
    let computed = 0;
    const card = (blog: string, likes: number) => async () => {
      computed++;
      const slots = new Slots();
      return slots.done({ activity: slots.track({ total_likes: likes, total_reads: 0 }, blog) }, ['lists']);
    };
    // The like is in flight: the database may or may not show it to the query.
    cache.counts.begin('b1');
    await cache.fetch('one', 60_000, card('b1', 1));
    // Another blog's answer is kept all the same.
    await cache.fetch('two', 60_000, card('b2', 0));
    cache.counts.end('b1', { blog: 'b1', likes: 1 });
    const again = await cache.fetch('one', 60_000, card('b1', 1));
    expect(computed).toBe(3);
    expect(JSON.parse(cache.text(again!)).activity.total_likes).toBe(1);
    await cache.fetch('one', 60_000, card('b1', 1));
    await cache.fetch('two', 60_000, card('b2', 0));
    expect(computed).toBe(3); // both kept now
    // A like that began and ended while the answer was computed: not kept either.
    let release = () => {};
    const slow = cache.fetch('three', 60_000, async () => {
      await new Promise<void>((r) => (release = r));
      return card('b1', 2)();
    });
    await Promise.resolve();
    cache.counts.begin('b1');
    cache.counts.end('b1', { blog: 'b1', likes: 1 });
    release();
    await slow;
    let recomputed = false;
    await cache.fetch('three', 60_000, async () => ((recomputed = true), card('b1', 2)()));
    expect(recomputed).toBe(true);
  });

  it("holds no more memory than its bytes: small pieces do not pin blocks of Node's shared buffer pool", async () => {
    // Buffer.from of a short string is a slice of an 8 KB block shared with whatever else was
    // allocated then; a kept slice keeps the whole block. 200 kept answers of a few bytes each.
    const live: Record<string, number> = { b1: 1 };
    const reads = fakeReads(live) as ReadCounter & { version: number };
    const cache = new AnswerCache(reads, true);
    const backing = new Set<ArrayBuffer>();
    let bytes = 0;
    for (let i = 0; i < 200; i++) {
      // What a server allocates between two answers (a request's body, a log line): gone at once.
      Buffer.from('r'.repeat(3000));
      const slots = new Slots();
      const entry = (await cache.fetch(`k${i}`, 60_000, async () => slots.done({ n: i, a: slots.track({ total_likes: 0, total_reads: 5 }, 'b1') }, ['lists'])))!;
      const out = cache.render(entry); // kept as the entry's last rendering
      for (const b of [...entry.parts, out]) {
        backing.add(b.buffer as ArrayBuffer);
        bytes += b.length;
      }
    }
    const held = [...backing].reduce((n, b) => n + b.byteLength, 0);
    expect(held).toBeLessThan(bytes * 2);
  });

  it('sends the same bytes again until a count moves, then the new counts', async () => {
    const live: Record<string, number> = { b1: 1 };
    const reads = fakeReads(live) as ReadCounter & { version: number };
    const cache = new AnswerCache(reads, true);
    const slots = new Slots();
    const entry = (await cache.fetch('k', 60_000, async () => slots.done({ activity: slots.track({ total_likes: 0, total_reads: 5 }, 'b1') }, ['lists'])))!;
    const first = cache.render(entry);
    expect(cache.render(entry)).toBe(first);
    reads.version++; // a read of another blog: same counts, same bytes
    expect(cache.render(entry)).toBe(first);
    live.b1 = 2;
    reads.version++;
    expect(JSON.parse(cache.text(entry)).activity.total_reads).toBe(7);
    cache.counts.begin('b1');
    cache.counts.end('b1', { blog: 'b1', likes: 1 });
    expect(JSON.parse(cache.text(entry)).activity).toEqual({ total_likes: 1, total_reads: 7 });
  });

  it('compresses a rendering once per encoding, and again only when the counts move', async () => {
    const live: Record<string, number> = { b1: 1 };
    const reads = fakeReads(live) as ReadCounter & { version: number };
    const cache = new AnswerCache(reads, true);
    const slots = new Slots();
    const entry = (await cache.fetch('k', 60_000, async () => slots.done({ text: 'words '.repeat(500), activity: slots.track({ total_likes: 0, total_reads: 5 }, 'b1') }, ['lists'])))!;
    const first = cache.render(entry);
    const gzip = cache.compressed(entry, first, 'gzip');
    expect(gunzipSync(gzip).equals(first)).toBe(true);
    expect(cache.compressed(entry, cache.render(entry), 'gzip')).toBe(gzip);
    const br = cache.compressed(entry, first, 'br');
    expect(brotliDecompressSync(br).equals(first)).toBe(true);
    expect(cache.compressed(entry, first, 'gzip')).toBe(gzip);
    live.b1 = 2;
    reads.version++;
    const second = cache.render(entry);
    const gzip2 = cache.compressed(entry, second, 'gzip');
    expect(gzip2).not.toBe(gzip);
    expect(JSON.parse(gunzipSync(gzip2).toString('utf8')).activity.total_reads).toBe(7);
  });

  it('keeps no rendering of a volatile answer (one whose counts move with nearly every send)', async () => {
    const live: Record<string, number> = { b1: 1 };
    const reads = fakeReads(live) as ReadCounter & { version: number };
    const cache = new AnswerCache(reads, true);
    const slots = new Slots();
    const entry = (await cache.fetch('blog', 60_000, async () => slots.done({ text: 'words '.repeat(500), activity: slots.track({ total_likes: 0, total_reads: 5 }, 'b1') }, ['blog:b1'], { id: 'b1' }, true, true)))!;
    const first = cache.render(entry);
    expect(JSON.parse(first.toString('utf8')).activity.total_reads).toBe(6);
    expect(entry.last).toBeUndefined();
    const zipped = cache.compressed(entry, first, 'gzip');
    expect(gunzipSync(zipped).equals(first)).toBe(true);
    expect(entry.compressed).toBeUndefined();
    live.b1 = 2;
    reads.version++;
    expect(JSON.parse(cache.text(entry)).activity.total_reads).toBe(7);
  });

  it('sends an answer that only aged for a while longer, computing the next one once in the background; never one a write invalidated', async () => {
    const cache = new AnswerCache(fakeReads(), true);
    let n = 0;
    let release = () => {};
    const compute = async () => {
      const mine = ++n;
      if (mine > 1) await new Promise<void>((r) => (release = r));
      return new Slots().done({ n: mine }, ['lists']);
    };
    const text = (e: Awaited<ReturnType<AnswerCache['fetch']>>) => cache.text(e!);
    expect(text(await cache.fetch('t', 1, compute, 60_000))).toBe('{"n":1}');
    await new Promise((r) => setTimeout(r, 5)); // aged past its ttl of 1 ms
    // Two readers get the aged answer at once; one refresh runs for both.
    expect(text(await cache.fetch('t', 1, compute, 60_000))).toBe('{"n":1}');
    expect(text(await cache.fetch('t', 1, compute, 60_000))).toBe('{"n":1}');
    expect(n).toBe(2);
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(text(await cache.fetch('t', 60_000, compute, 60_000))).toBe('{"n":2}');
    // A write: neither the kept answer nor a refresh begun before it is sent after it.
    await new Promise((r) => setTimeout(r, 5));
    expect(text(await cache.fetch('t', 60_000, compute, 60_000))).toBe('{"n":2}'); // aged: a refresh (n 3) begins
    const before = release;
    cache.invalidate(['lists']);
    const next = cache.fetch('t', 60_000, compute, 60_000); // n 4, begun after the write
    before();
    release();
    expect(text(await next)).toBe('{"n":4}');
  });
});
