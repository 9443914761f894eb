import { describe, expect, it } from 'vitest';
import { Tokens } from './tokens.ts';

const SECRET = 'a-secret-of-the-test-a-secret-of-the-test-0123';
const claims = { userId: 'u1', version: 3, sessionId: 's1' };

describe('Tokens', () => {
  it('verifies its own token, again and again, with the claims it was signed with', async () => {
    const tokens = new Tokens(SECRET);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(tokens.kept).toBe(1);
  });

  it('refuses a token signed with another secret, a tampered one and garbage, and keeps none of them', async () => {
    const tokens = new Tokens(SECRET);
    const other = await new Tokens(`${SECRET}-other`).sign(claims);
    const good = await tokens.sign(claims);
    const [head, body, sig] = good.split('.');
    const tampered = [head, Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), sub: 'u2' })).toString('base64url'), sig].join('.');
    for (const bad of [other, tampered, 'not-a-token', '']) expect(await tokens.verify(bad)).toBeNull();
    expect(tokens.kept).toBe(0);
  });

  it('a kept token stops working the second it expires', async () => {
    let now = Date.parse('2026-11-26T10:00:00.000Z');
    const tokens = new Tokens(SECRET, () => now);
    const token = await tokens.sign(claims, 60);
    expect(await tokens.verify(token)).toEqual(claims);
    now += 59_999;
    expect(await tokens.verify(token)).toEqual(claims);
    now += 1;
    expect(await tokens.verify(token)).toBeNull();
    expect(tokens.kept).toBe(0);
    // A fresh Tokens (nothing kept) decides the same way from the signature's side.
    expect(await new Tokens(SECRET, () => now).verify(token)).toBeNull();
  });

  it('an expired token is refused the first time too', async () => {
    const tokens = new Tokens(SECRET);
    expect(await tokens.verify(await tokens.sign(claims, -10))).toBeNull();
    expect(tokens.kept).toBe(0);
  });
});
