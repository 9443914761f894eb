// This module is in the entry's chunk (vite.config.ts, BOOT): it may import nothing that needs React.
import { CALL_ROUTES } from '@/contract/routes';
import type { CallName, ErrorCode, PayloadOf } from '@/contract';
import { getAccessToken } from '../session/sessionStore.ts';

/** Base of every call: `/api` on the same origin unless VITE_API_URL says otherwise (API.md). */
export const API_BASE = (import.meta.env.VITE_API_URL ?? '/api').replace(/\/$/, '');

/**
 * A refused call: `message` is the server's `{ error }` text, ready for a toast; `code` is its stable
 * code (API.md third edition), for a screen that says it in the reader's language. No code: the
 * server was not reached, or its answer carried none.
 */
export class ApiError extends Error {
  readonly code: ErrorCode | undefined;
  constructor(
    message: string,
    readonly status: number,
    /** The whole answer, for a refusal that carries more than its message (a 409 carries the stored blog). */
    readonly data?: Record<string, unknown> | null,
    code?: ErrorCode,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code ?? codeOf(data);
  }
}

/** The `code` of an error answer (the server's contract names it; nothing here checks the list). */
export function codeOf(data: unknown): ErrorCode | undefined {
  const code = data && typeof data === 'object' ? (data as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? (code as ErrorCode) : undefined;
}

const NETWORK_ERROR = /*i18n*/ 'Could not reach the server. Check your connection and try again.';

export type Method = 'GET' | 'POST';

/** An answer as read from the wire: status and JSON body (null when the body is not JSON). */
export interface Answer {
  ok: boolean;
  status: number;
  data: ({ error?: string; code?: ErrorCode } & Record<string, unknown>) | null;
}

/** The request for a call, and the key that says two calls are the same (method, path, body). */
export function requestOf(method: Method, path: string, body?: unknown): { key: string; init: RequestInit & { headers: Record<string, string> } } {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return { key: `${method} ${path} ${payload ?? ''}`, init: { method, headers, body: payload } };
}

/** Sends a request and reads its JSON answer; a network failure is an ApiError with status 0. */
export async function send(path: string, init: RequestInit): Promise<Answer> {
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, init);
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(NETWORK_ERROR, 0);
  }
  const data = (await res.json().catch(() => null)) as Answer['data'];
  return { ok: res.ok, status: res.status, data };
}

/**
 * How long an early answer waits for the screen that asked for it (then it is dropped, unread):
 * the app's query staleTime, so a taken answer is never older than one the cache would reuse.
 */
export const EARLY_ANSWER_MS = 30_000;

export interface EarlyCall {
  method: Method;
  path: string;
  body?: unknown;
  /** The viewer's token, for a call whose answer depends on who asks. */
  token?: string;
}

const early = new Map<string, { at: number; answer: Promise<Answer> }>();

/**
 * Sends unsigned calls now, before the screen that needs them has loaded, and lets the first
 * identical call (same method, path and body, never a signed one) within EARLY_ANSWER_MS take the
 * answer instead of asking again. Each answer is used once, so nothing is counted twice (get-blog
 * counts a read); a failure is reported by the screen when it asks.
 */
export function startEarly(calls: EarlyCall[]) {
  for (const call of calls) {
    const { key, init } = requestOf(call.method, call.path, call.body);
    if (call.token) init.headers.Authorization = `Bearer ${call.token}`;
    const answer = send(call.path, init);
    answer.catch(() => undefined);
    early.set(key, { at: Date.now(), answer });
  }
}

/** The early answer for this call, if one was started and is still fresh; it is given once. */
export function takeEarly(key: string): Promise<Answer> | undefined {
  const hit = early.get(key);
  if (!hit) return undefined;
  early.delete(key);
  return Date.now() - hit.at <= EARLY_ANSWER_MS ? hit.answer : undefined;
}

/** A call to start before its screen has loaded (startEarly), named from the call table. */
export function earlyCall<N extends CallName>(name: N, payload: PayloadOf<N>): EarlyCall {
  const spec = CALL_ROUTES[name];
  const token = spec.auth === 'optional' ? getAccessToken() : null;
  return { method: spec.method, path: spec.path, body: payload, ...(token ? { token } : {}) };
}
