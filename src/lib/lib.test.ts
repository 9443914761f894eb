// @vitest-environment jsdom
// jsdom, not happy-dom: DOMPurify depends on exact HTML parsing, which happy-dom gets wrong.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { api, ApiError, errorMessage, requestFile } from './api/client.ts';
import { sessionStore } from './session/sessionStore.ts';
import { useSession } from './session/useSession.ts';
import { formatDateTime, formatDay, formatFullDate, formatRelative } from './dates.ts';
import { htmlToText, sanitizeInlineHtml } from './sanitizeHtml.ts';
import { avatarSources } from './images.ts';

const session = { access_token: 'tok', username: 'ada', fullname: 'Ada Lovelace', profile_img: '/a.png' };

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('sessionStore', () => {
  it('keeps the session in sessionStorage key user and signs out by removing it', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toBeNull();
    act(() => sessionStore.set(session));
    expect(result.current?.username).toBe('ada');
    expect(JSON.parse(window.sessionStorage.getItem('user')!)).toMatchObject(session);
    act(() => sessionStore.update({ new_notification_available: true }));
    expect(result.current?.new_notification_available).toBe(true);
    act(() => sessionStore.clear());
    expect(result.current).toBeNull();
    expect(window.sessionStorage.getItem('user')).toBeNull();
  });
  it('restores at start and ignores garbage', () => {
    window.sessionStorage.setItem('user', JSON.stringify(session));
    sessionStore.reload();
    expect(sessionStore.get()?.fullname).toBe('Ada Lovelace');
    window.sessionStorage.setItem('user', '{not json');
    sessionStore.reload();
    expect(sessionStore.get()).toBeNull();
  });
});

describe('api client', () => {
  it('sends JSON with the bearer token and returns the answer', async () => {
    sessionStore.set(session);
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('/like-blog', { _id: 'x' }, { auth: true })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/like-blog');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(init.method).toBe('POST');
  });
  it("throws the server's error text, and keeps its code", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: 'Email already exists', code: 'email_exists' }), { status: 409 })));
    const err = await api('/signup', {}).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(errorMessage(err)).toBe('Email already exists');
    expect((err as ApiError).code).toBe('email_exists');
  });
  it('an answer without a code, or no answer, is an error without a code', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })));
    const gateway = await api('/latest-blogs', { page: 1 }).catch((e) => e);
    expect((gateway as ApiError).status).toBe(502);
    expect((gateway as ApiError).code).toBeUndefined();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(((await api('/latest-blogs', { page: 1 }).catch((e) => e)) as ApiError).code).toBeUndefined();
  });
  it('signs out on a 401 for an authenticated call', async () => {
    sessionStore.set(session);
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: 'Session expired' }), { status: 401 })));
    await expect(api('/new-notification', undefined, { auth: true })).rejects.toThrow('Session expired');
    expect(sessionStore.get()).toBeNull();
  });
  it('refuses an authenticated call without a session, and reports a network failure', async () => {
    const signedOut = await api('/like-blog', {}, { auth: true }).catch((e) => e);
    expect(signedOut).toMatchObject({ message: 'Please sign in to continue', status: 401, code: 'sign_in_required' });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(api('/latest-blogs', { page: 1 })).rejects.toThrow('Could not reach the server');
  });
});

describe('file downloads', () => {
  it("a refusal (429) is the server's message, and the session stays", async () => {
    sessionStore.set(session);
    const busy = 'Your export is still being prepared. Please wait for it to finish.';
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: busy, code: 'export_running' }), { status: 429, headers: { 'retry-after': '600' } })));
    const err = await requestFile('exportAccount').catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(429);
    expect((err as ApiError).code).toBe('export_running');
    expect(errorMessage(err)).toBe(busy);
    expect(sessionStore.get()).not.toBeNull();
  });
  it('a download cut off midway says so instead of a browser internal message', async () => {
    sessionStore.set(session);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array([0x50, 0x4b, 3, 4]));
        controller.error(new TypeError('network error'));
      },
    });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status: 200, headers: { 'content-disposition': 'attachment; filename="inkwell-ada.zip"' } })));
    const err = await requestFile('exportAccount').catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(errorMessage(err)).toBe('The download was interrupted. Please try again.');
  });
});

describe('dates', () => {
  it('day and short month; full date; relative', () => {
    expect(formatDay('2026-11-03T10:00:00')).toBe('3 Nov');
    expect(formatFullDate('2024-01-15T10:00:00')).toBe('15 Jan 2024');
    const now = new Date('2026-11-21T12:00:00Z');
    expect(formatRelative('2026-11-21T11:59:50Z', now)).toBe('just now');
    expect(formatRelative('2026-11-21T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatRelative('2026-11-20T12:00:00Z', now)).toBe('1 day ago');
    expect(formatDay('not a date')).toBe('');
  });

  it('stays in SPEC.md English when English is asked for by name', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(formatDay('2026-09-03T10:00:00Z', 'utc', 'en')).toBe('3 Sep');
    expect(formatFullDate('2024-01-15T10:00:00', 'en')).toBe('15 Jan 2024');
    expect(formatRelative('2026-11-21T11:58:00Z', now, 'en')).toBe('2 minutes ago');
    expect(formatRelative('2026-11-21T11:59:59Z', now, 'en')).toBe('just now');
    expect(formatDateTime('2026-11-21T14:05:00', 'en')).toBe('21 Nov 2026, 14:05');
  });

  it('writes Spanish dates and relative times the Spanish way', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(formatDay('2026-11-03T10:00:00Z', 'utc', 'es')).toBe('3 nov');
    expect(formatFullDate('2024-01-15T10:00:00', 'es')).toBe('15 ene 2024');
    expect(formatRelative('2026-11-21T09:00:00Z', now, 'es')).toBe('hace 3 horas');
    expect(formatRelative('2026-11-20T12:00:00Z', now, 'es')).toBe('hace 1 día');
    expect(formatRelative('2026-11-21T11:59:50Z', now, 'es')).toBe('ahora');
    expect(formatRelative('2026-09-01T12:00:00', now, 'es')).toBe('1 sept 2026');
  });

  it('writes Arabic month names and relative times', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(formatDay('2026-11-03T10:00:00Z', 'utc', 'ar')).toMatch(/نوفمبر/);
    expect(formatRelative('2026-11-21T09:00:00Z', now, 'ar')).toMatch(/^قبل .+ ساعات$/);
    expect(formatRelative('2026-11-21T11:59:50Z', now, 'ar')).toBe('الآن');
  });
});

describe('sanitizeInlineHtml', () => {
  it('keeps b, i, a, mark, code and br', () => {
    const html = '<b>bold</b> <i>it</i> <mark class="cdx-marker">m</mark> <code class="inline-code">c</code><br><a href="https://x.dev">x</a>';
    const out = sanitizeInlineHtml(html);
    expect(out).toContain('<b>bold</b>');
    expect(out).toContain('<mark>m</mark>');
    expect(out).toContain('<code>c</code>');
    expect(out).toContain('rel="noopener noreferrer nofollow"');
  });
  it('removes scripts, handlers and dangerous links', () => {
    const payloads = [
      '<img src=x onerror=alert(1)>',
      '<script>alert(1)</script>',
      '<a href="javascript:alert(1)">x</a>',
      '<svg onload=alert(1)>',
      '<b onclick="alert(1)">b</b>',
      '<a href="data:text/html,<script>alert(1)</script>">d</a>',
      '<iframe src="https://evil.example"></iframe>',
    ];
    for (const p of payloads) {
      const out = sanitizeInlineHtml(p);
      expect(out).not.toMatch(/script|onerror|onload|onclick|javascript:|data:|iframe|<img|<svg/i);
    }
  });
  it('plain text of inline HTML', () => {
    expect(htmlToText('a <b>bold</b> &amp; <i>x</i>')).toBe('a bold & x');
    // No tag at all still decodes every entity, as the server's render does (sanitizeHtml.server.test.ts).
    expect(htmlToText('non&nbsp;breaking and it&#39;s &quot;fine&quot; &hellip;')).toBe('non breaking and it\'s "fine" …');
  });
});

describe('formatDateTime', () => {
  it('writes a moment in the reader’s own time zone, with the year and a 24-hour time', async () => {
    const { formatDateTime } = await import('./dates.ts');
    expect(formatDateTime(new Date(2026, 10, 21, 14, 5))).toBe('21 Nov 2026, 14:05');
    expect(formatDateTime(new Date(2027, 0, 3, 9, 0))).toBe('3 Jan 2027, 09:00');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('avatarSources', () => {
  // API.md "Images": profile pictures come as 64, 128 and 256 px squares (`?s=`).
  it('gives an upload of this server its square at the width shown, and the one twice as wide for 2x', () => {
    expect(avatarSources('/uploads/abcdefghijklmnop', 24)).toEqual({ src: '/uploads/abcdefghijklmnop?s=64', srcSet: '/uploads/abcdefghijklmnop?s=64 1x, /uploads/abcdefghijklmnop?s=64 2x' });
    expect(avatarSources('/uploads/abcdefghijklmnop', 40)).toEqual({ src: '/uploads/abcdefghijklmnop?s=64', srcSet: '/uploads/abcdefghijklmnop?s=64 1x, /uploads/abcdefghijklmnop?s=128 2x' });
    expect(avatarSources('https://blog.example/uploads/abcdefghijklmnop', 96)).toEqual({
      src: 'https://blog.example/uploads/abcdefghijklmnop?s=128',
      srcSet: 'https://blog.example/uploads/abcdefghijklmnop?s=128 1x, https://blog.example/uploads/abcdefghijklmnop?s=256 2x',
    });
  });

  it('uses any other address as it is', () => {
    expect(avatarSources('/avatars/ada.svg', 40)).toEqual({ src: '/avatars/ada.svg' });
    expect(avatarSources('https://lh3.googleusercontent.example/a.png', 40)).toEqual({ src: 'https://lh3.googleusercontent.example/a.png' });
  });
});
