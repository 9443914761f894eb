import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract/index.ts';
import { post, setupServer, signup } from './helpers.ts';

const h = setupServer();

describe('POST /update-preferences', () => {
  it('starts a member with the browser’s language and the system’s theme, in their own profile only', async () => {
    const u = await signup(h.app, 'newcomer');
    const own = await post(h.app, '/get-profile', { username: u.username }, u.token);
    expect(own.body).toMatchObject({ language: null, theme: 'system' });
    const other = await signup(h.app, 'onlooker');
    for (const token of [undefined, other.token]) {
      const seen = await post(h.app, '/get-profile', { username: u.username }, token);
      expect(seen.status).toBe(200);
      expect(seen.body).not.toHaveProperty('language');
      expect(seen.body).not.toHaveProperty('theme');
    }
  });

  it('changes the fields given, keeps the others, and the owner’s get-profile carries them', async () => {
    const u = await signup(h.app, 'chooser');
    expect(await post(h.app, '/update-preferences', { theme: 'dark' }, u.token)).toMatchObject({ status: 200, body: { language: null, theme: 'dark' } });
    expect((await post(h.app, '/update-preferences', { language: 'ar' }, u.token)).body).toEqual({ language: 'ar', theme: 'dark' });
    expect((await post(h.app, '/update-preferences', { language: 'es', theme: 'light' }, u.token)).body).toEqual({ language: 'es', theme: 'light' });
    // Nothing given: nothing changes, and the answer says what is stored.
    expect((await post(h.app, '/update-preferences', {}, u.token)).body).toEqual({ language: 'es', theme: 'light' });
    // null hands the language back to the browser.
    expect((await post(h.app, '/update-preferences', { language: null, theme: 'system' }, u.token)).body).toEqual({ language: null, theme: 'system' });
    await post(h.app, '/update-preferences', { language: 'ar', theme: 'dark' }, u.token);
    expect((await post(h.app, '/get-profile', { username: u.username }, u.token)).body).toMatchObject({ language: 'ar', theme: 'dark' });
    // Another member's preferences are their own.
    const other = await signup(h.app, 'neighbour');
    expect((await post(h.app, '/get-profile', { username: other.username }, other.token)).body).toMatchObject({ language: null, theme: 'system' });
  });

  it('refuses values outside the lists with 400 { error } and changes nothing', async () => {
    const u = await signup(h.app, 'typo');
    await post(h.app, '/update-preferences', { language: 'es', theme: 'dark' }, u.token);
    const bad: [unknown, string][] = [
      [{ theme: 'blue' }, MESSAGES.themeInvalid],
      [{ theme: 'DARK' }, MESSAGES.themeInvalid],
      [{ theme: null }, MESSAGES.themeInvalid],
      [{ theme: 1 }, MESSAGES.themeInvalid],
      [{ language: 'fr' }, MESSAGES.languageInvalid],
      [{ language: 'es-ES' }, MESSAGES.languageInvalid],
      [{ language: '' }, MESSAGES.languageInvalid],
      [{ language: ['en'] }, MESSAGES.languageInvalid],
      [{ language: 'en', theme: 'sepia' }, MESSAGES.themeInvalid],
    ];
    for (const [body, error] of bad) {
      const answer = await post(h.app, '/update-preferences', body, u.token);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error, JSON.stringify(body)).toBe(error);
    }
    expect((await post(h.app, '/get-profile', { username: u.username }, u.token)).body).toMatchObject({ language: 'es', theme: 'dark' });
  });

  it('needs a signed-in member: 401 without a token or with a bad one', async () => {
    expect(await post(h.app, '/update-preferences', { theme: 'dark' })).toMatchObject({ status: 401, body: { error: expect.any(String) } });
    expect((await post(h.app, '/update-preferences', { theme: 'dark' }, 'not-a-token')).status).toBe(401);
  });
});
