import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib';
import { signOut } from './auth.ts';

const session = { access_token: 'tok-ada', username: 'ada', fullname: 'Ada Lovelace', profile_img: '/a.png' };

describe('signOut', () => {
  beforeEach(() => {
    window.localStorage.clear();
    sessionStore.set(session);
    // Ada's unsaved editor copies, someone else's, a username that only starts like hers, and app data.
    for (const key of ['inkwell:editor-copy:ada:new', 'inkwell:editor-copy:ada:blog-1', 'inkwell:editor-copy:bob:new', 'inkwell:editor-copy:ada2:new', 'theme-choice']) {
      window.localStorage.setItem(key, '{}');
    }
  });
  afterEach(() => vi.unstubAllGlobals());

  const left = () => Object.keys(window.localStorage).sort();

  it('ends this token on the server, then forgets the session and the user’s local copies', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ status: 'done' }), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    await signOut();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/signout$/);
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-ada');
    expect(sessionStore.get()).toBeNull();
    expect(window.sessionStorage.getItem('user')).toBeNull();
    expect(left()).toEqual(['inkwell:editor-copy:ada2:new', 'inkwell:editor-copy:bob:new', 'theme-choice']);
  });

  it('everywhere calls /signout-everywhere', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ status: 'done' }), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    await signOut({ everywhere: true });
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toMatch(/\/signout-everywhere$/);
    expect(sessionStore.get()).toBeNull();
  });

  it('offline: this device is signed out all the same, and the failure is reported', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(signOut()).rejects.toBeTruthy();
    expect(sessionStore.get()).toBeNull();
    expect(left()).not.toContain('inkwell:editor-copy:ada:new');
  });
});
