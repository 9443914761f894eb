// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from './session/sessionStore.ts';

const session = { access_token: 'tok', username: 'ada', fullname: 'Ada Lovelace', profile_img: '/a.png' };
// A save-edit body whose JSON is exactly `bytes` long (UTF-8).
const saveOf = (bytes: number) => {
  const base = { id: 'b1', title: '', banner: '', des: '', tags: [], content: { blocks: [{ type: 'paragraph', data: { text: '' } }] } };
  const text = 'x'.repeat(bytes - JSON.stringify(base).length);
  return { ...base, content: { blocks: [{ type: 'paragraph', data: { text } }] } };
};

async function load() {
  vi.resetModules();
  return import('./api/leave.ts');
}

beforeEach(() => sessionStore.set(session));
afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('leaveRoute', () => {
  it('keeps what fits the 64 KiB keepalive budget on keepalive, and sends the rest by the relay, or plainly without one', async () => {
    const { leaveRoute } = await load();
    expect(leaveRoute(65_536, true)).toBe('keepalive');
    expect(leaveRoute(65_536, false)).toBe('keepalive');
    expect(leaveRoute(65_537, true)).toBe('relay');
    expect(leaveRoute(200_000, false)).toBe('fetch');
  });
});

describe('sendOnLeave', () => {
  it('sends a body within the budget as a keepalive request with the token', async () => {
    const fetch = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetch);
    const { sendOnLeave } = await load();
    expect(sendOnLeave('saveEdit', saveOf(65_536))).toBe('keepalive');
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit & { headers: Record<string, string> }];
    expect(url).toBe('/api/save-edit');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(init.headers.Authorization).toBe('Bearer tok');
    expect((init.body as string).length).toBe(65_536);
  });

  it('counts bytes, not characters: 30,000 two-byte characters do not fit', async () => {
    const fetch = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetch);
    const { sendOnLeave } = await load();
    const body = { ...saveOf(200), title: 'é'.repeat(33_000) };
    expect(sendOnLeave('saveEdit', body)).toBe('fetch');
    expect(fetch.mock.calls[0]![1]).toMatchObject({ keepalive: false });
  });

  it('hands a larger body to the relay worker once it is active, and sends nothing itself', async () => {
    const fetch = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetch);
    const worker = { state: 'activated', postMessage: vi.fn() };
    const register = vi.fn(() => Promise.resolve({ active: worker, installing: null, waiting: null, addEventListener: () => {} }));
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
    try {
      const { sendOnLeave, startLeaveRelay } = await load();
      startLeaveRelay();
      startLeaveRelay();
      await Promise.resolve();
      await Promise.resolve();
      expect(register).toHaveBeenCalledTimes(1);
      expect(register).toHaveBeenCalledWith('/save-relay.js', { scope: '/save-relay/' });
      const body = saveOf(200_000);
      expect(sendOnLeave('saveEdit', body)).toBe('relay');
      expect(fetch).not.toHaveBeenCalled();
      const message = worker.postMessage.mock.calls[0]![0] as { url: string; method: string; headers: Record<string, string>; body: string };
      expect(message).toMatchObject({ kind: 'send-on-leave', url: `${location.origin}/api/save-edit`, method: 'POST' });
      expect(message.headers).toMatchObject({ Authorization: 'Bearer tok', 'Content-Type': 'application/json' });
      expect(JSON.parse(message.body)).toEqual(body);
    } finally {
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    }
  });

  it('sends nothing without a session', async () => {
    sessionStore.clear();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { sendOnLeave } = await load();
    expect(sendOnLeave('saveEdit', saveOf(1000))).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
