import { describe, expect, it } from 'vitest';
import { SessionCache, type SessionUser } from './sessionCache.ts';

const ada: SessionUser = { id: 'u1', username: 'ada', token_version: 1, role: 'member' };
const bob: SessionUser = { id: 'u2', username: 'bob', token_version: 3, role: 'admin' };

describe('SessionCache', () => {
  it('keeps a lookup for its time to live, then forgets it', () => {
    let now = 1_000;
    const c = new SessionCache(1_000, () => now);
    c.set('s1', ada);
    now += 999;
    expect(c.get('s1', 'u1')).toEqual(ada);
    now += 1;
    expect(c.get('s1', 'u1')).toBeUndefined();
    // Forgotten for good, not only hidden.
    now -= 500;
    expect(c.get('s1', 'u1')).toBeUndefined();
  });

  it('answers a session only for the user the token names', () => {
    const c = new SessionCache(1_000, () => 0);
    c.set('s1', ada);
    expect(c.get('s1', 'u2')).toBeUndefined();
    expect(c.get('s1', 'u1')).toBeUndefined();
  });

  it('forgets one session, or every session of a user', () => {
    const c = new SessionCache(1_000, () => 0);
    c.set('s1', ada);
    c.set('s2', ada);
    c.set('s3', bob);
    c.forgetSession('s1');
    expect(c.get('s1', 'u1')).toBeUndefined();
    expect(c.get('s2', 'u1')).toEqual(ada);
    c.forgetUser('u1');
    expect(c.get('s2', 'u1')).toBeUndefined();
    expect(c.get('s3', 'u2')).toEqual(bob);
  });

  it('drops the oldest lookup when full', () => {
    const c = new SessionCache(1_000, () => 0);
    for (let i = 0; i < 20_001; i++) c.set(`s${i}`, ada);
    expect(c.get('s0', 'u1')).toBeUndefined();
    expect(c.get('s1', 'u1')).toEqual(ada);
    expect(c.get('s20000', 'u1')).toEqual(ada);
  });
});
