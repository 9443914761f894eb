/**
 * A fetch stand-in for stories and component tests: answers `/api/<call>` from handlers fed by
 * fixtures, so every screen can be shown in every state without a server.
 */
import type { CallPath } from '@/contract';

export type ApiHandler = (body: unknown, init: RequestInit) => unknown | Promise<unknown>;
/** Fixture answers by call path: only the contract's paths (a misspelt one is a type error, not a 404 at run time). */
export type ApiHandlers = Partial<Record<CallPath, ApiHandler | { status: number; body: unknown } | 'pending'>>;

const realFetch = typeof window !== 'undefined' ? window.fetch.bind(window) : undefined;

/**
 * How long a fixture answer takes. A network answer always comes in a later task, after the timers
 * the page set before the request; an in-memory answer came within the same millisecond. Chromium
 * makes a timer set from deep inside nested timers (user-event's pauses between keystrokes in a
 * play) wait at least 4 ms, so a toast.error replacing a loading toast overtook sonner's delivery
 * of the loading toast itself, which then landed last: 'Updating...' stayed up for good. Answering
 * from a timer set when the request is made, no shorter than that clamp, keeps the network's order.
 */
export const FIXTURE_LATENCY_MS = 5;

const afterLatency = () => new Promise<void>((resolve) => setTimeout(resolve, FIXTURE_LATENCY_MS));

/** Installs the handlers; returns a function that restores the real fetch. */
export function mockApi(handlers: ApiHandlers): () => void {
  const fake: typeof fetch = async (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://local').pathname;
    if (!path.startsWith('/api/')) return realFetch!(input, init);
    const call = path.slice('/api'.length);
    const handler = handlers[call as CallPath];
    if (handler === 'pending') return new Promise<Response>(() => {});
    // Set now, in the caller's task, so the delay counts from the request (see FIXTURE_LATENCY_MS).
    const latency = afterLatency();
    let answer: Response;
    if (handler === undefined) answer = json({ error: `No fixture for ${call}` }, 404);
    else if (typeof handler === 'object' && handler !== null && 'status' in handler) answer = json(handler.body, handler.status);
    else {
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      answer = json(await (handler as ApiHandler)(body, init), 200);
    }
    await latency;
    return answer;
  };
  window.fetch = fake;
  return () => {
    if (realFetch) window.fetch = realFetch;
  };
}

function json(body: unknown, status: number) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
