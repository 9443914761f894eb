/**
 * A fetch stand-in for stories and component tests: answers `/api/<call>` from handlers fed by
 * fixtures, so every screen can be shown in every state without a server.
 */
export type ApiHandler = (body: unknown, init: RequestInit) => unknown | Promise<unknown>;
export type ApiHandlers = Record<string, ApiHandler | { status: number; body: unknown } | 'pending'>;

const realFetch = typeof window !== 'undefined' ? window.fetch.bind(window) : undefined;

/** Installs the handlers; returns a function that restores the real fetch. */
export function mockApi(handlers: ApiHandlers): () => void {
  const fake: typeof fetch = async (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://local').pathname;
    if (!path.startsWith('/api/')) return realFetch!(input, init);
    const call = path.slice('/api'.length);
    const handler = handlers[call];
    if (handler === undefined) return json({ error: `No fixture for ${call}` }, 404);
    if (handler === 'pending') return new Promise<Response>(() => {});
    if (typeof handler === 'object' && handler !== null && 'status' in handler) return json(handler.body, handler.status);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    return json(await (handler as ApiHandler)(body, init), 200);
  };
  window.fetch = fake;
  return () => {
    if (realFetch) window.fetch = realFetch;
  };
}

function json(body: unknown, status: number) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
