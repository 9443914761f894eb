import { describe, expect, it } from 'vitest';
import { commit, commitStatement, type CommitContext } from './commit.ts';

/**
 * A context that writes down, in order, what reaches the database, the cache, the mail sender, the
 * scheduler and the session lookups. Its transaction commits when the work resolves and rolls back
 * when it throws, as drizzle's does.
 */
function recorder() {
  const log: string[] = [];
  const ctx = {
    db: {
      async transaction(work: (tx: unknown) => Promise<unknown>) {
        log.push('begin');
        try {
          const result = await work({});
          log.push('commit');
          return result;
        } catch (err) {
          log.push('rollback');
          throw err;
        }
      },
    },
    cache: {
      changed: (...tags: string[]) => log.push(`changed ${tags.join(' ')}`),
      reads: { flush: async () => void log.push('flush reads') },
      async counting<T>(blog: string, write: () => Promise<T>, moved: (r: T) => object | null) {
        log.push(`counting ${blog}`);
        let change: object | null = null;
        try {
          const result = await write();
          change = moved(result);
          return result;
        } finally {
          log.push(`counted ${blog} ${JSON.stringify(change)}`);
        }
      },
    },
    mail: { queued: () => log.push('mail queued') },
    scheduler: { nudge: (at: Date) => log.push(`nudge ${at.toISOString()}`) },
    sessions: { forgetUser: (id: string) => log.push(`forget ${id}`) },
  };
  return { log, ctx: ctx as unknown as CommitContext };
}

describe('commit', () => {
  it('runs what the work declared once it has committed, each effect once', async () => {
    const { log, ctx } = recorder();
    const result = await commit(ctx, async (_tx, after) => {
      after.changed('lists', 'blog:a');
      after.changed('blog:a', 'lists');
      after.mailQueued();
      after.mailQueued();
      after.nudge(new Date('2030-01-01T10:05:00Z'));
      after.nudge(new Date('2030-01-01T10:00:00Z'));
      after.nudge(new Date('2030-01-01T10:10:00Z'));
      after.forgetSessions('u1');
      after.forgetSessions('u1');
      log.push('work done');
      return 42;
    });
    expect(result).toBe(42);
    expect(log).toEqual(['begin', 'work done', 'commit', 'changed lists blog:a', 'forget u1', 'mail queued', 'nudge 2030-01-01T10:00:00.000Z']);
  });

  it('runs nothing when the transaction rolls back, and throws its error', async () => {
    const { log, ctx } = recorder();
    const refused = new Error('refused');
    await expect(
      commit(ctx, async (_tx, after) => {
        after.changed('lists');
        after.mailQueued();
        after.nudge(new Date('2030-01-01T10:00:00Z'));
        after.forgetSessions('u1');
        throw refused;
      }),
    ).rejects.toBe(refused);
    expect(log).toEqual(['begin', 'rollback']);
  });

  it('runs nothing when nothing was declared', async () => {
    const { log, ctx } = recorder();
    await commit(ctx, async () => 'ok');
    expect(log).toEqual(['begin', 'commit']);
  });

  it('writes the reads counted in memory before the transaction when asked', async () => {
    const { log, ctx } = recorder();
    await commit(ctx, async (_tx, after) => after.changed('*'), { flushReads: true });
    expect(log).toEqual(['flush reads', 'begin', 'commit', 'changed *']);
  });

  it('moves a blog’s kept counts by what the committed work declared, and by nothing after a rollback', async () => {
    const { log, ctx } = recorder();
    await commit(ctx, async (_tx, after) => after.counted({ comments: 1, parents: 1 }), { counts: 'b1' });
    expect(log).toEqual(['counting b1', 'begin', 'commit', 'counted b1 {"comments":1,"parents":1}']);

    log.length = 0;
    await expect(
      commit(ctx, async (_tx, after) => {
        after.counted({ likes: 1 });
        throw new Error('refused');
      }, { counts: 'b1' }),
    ).rejects.toThrow('refused');
    expect(log).toEqual(['counting b1', 'begin', 'rollback', 'counted b1 null']);
  });
});

describe('commitStatement', () => {
  it('runs one statement without a transaction, and its effects after it, none after it fails', async () => {
    const { log, ctx } = recorder();
    await commitStatement(ctx, async (_db, after) => {
      log.push('statement');
      after.counted({ likes: 1 });
      after.changed('blog:b1');
    }, { counts: 'b1' });
    expect(log).toEqual(['counting b1', 'statement', 'counted b1 {"likes":1}', 'changed blog:b1']);

    log.length = 0;
    await expect(commitStatement(ctx, async (_db, after) => {
      after.changed('blog:b1');
      throw new Error('refused');
    })).rejects.toThrow('refused');
    expect(log).toEqual([]);
  });
});
