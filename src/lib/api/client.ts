// The routes only (no zod): the schemas stay out of the first screen's code.
import { CALL_ROUTES } from '@/contract/routes';
import type { AnswerOf, CallName, PayloadOf } from '@/contract';
import { getAccessToken, sessionStore } from '../session/sessionStore.ts';
import { loadCataloguePart } from '../i18n/language.ts';
import { API_BASE, ApiError, codeOf, requestOf, send, takeEarly } from './transport.ts';

export { API_BASE, ApiError } from './transport.ts';

export interface ApiOptions {
  /** Send the Authorization header (calls marked auth in SPEC.md section 7). */
  auth?: boolean;
  /**
   * Send the token when the browser holds one, for a call whose answer depends on who asks (lists
   * leave out blocked members): no token is still an answer, and a stale one reads as a visitor.
   */
  viewer?: boolean;
  method?: 'GET' | 'POST';
  signal?: AbortSignal;
  /** The request outlives the page (a save sent while the tab closes). */
  keepalive?: boolean;
}

/**
 * Throws a refusal once its words can be said: the server's refusals are a part of the catalogue of
 * their own, fetched with the first one (a reader who is never refused never loads them), so the
 * screen that shows it finds its translation. A failed fetch leaves the English, never the error.
 */
async function refuse(error: ApiError): Promise<never> {
  await loadCataloguePart('refusals').catch(() => undefined);
  throw error;
}

/** Calls the API with a JSON body and returns its JSON answer; throws ApiError on failure. */
export async function api<T>(path: string, body?: unknown, opts: ApiOptions = {}): Promise<T> {
  const method = opts.method ?? (body === undefined ? 'GET' : 'POST');
  const { key, init } = requestOf(method, path, body);
  if (opts.auth) {
    const token = getAccessToken();
    if (!token) return refuse(new ApiError('Please sign in to continue', 401, null, 'sign_in_required'));
    init.headers.Authorization = `Bearer ${token}`;
  } else if (opts.viewer) {
    const token = getAccessToken();
    if (token) init.headers.Authorization = `Bearer ${token}`;
  }
  // A call the first screen started before its code had loaded (startEarly, with the same token): take its answer.
  const answer = (!opts.auth && takeEarly(key)) || send(path, { ...init, signal: opts.signal, ...(opts.keepalive ? { keepalive: true } : {}) });
  const { ok, status, data } = await answer;
  if (!ok) {
    // An expired or revoked token: the session is over, sign out so the app shows Sign In.
    if (status === 401 && opts.auth) sessionStore.clear();
    return refuse(new ApiError(data?.error ?? `Something went wrong (${status}). Please try again.`, status, data));
  }
  return data as T;
}

export interface RequestOptions {
  /** Send the token on a call whose token is optional (the caller's own view: drafts, e-mail). */
  auth?: boolean;
  signal?: AbortSignal;
  /** The request outlives the page (a save sent while the tab closes). */
  keepalive?: boolean;
}

/**
 * Makes the contract's call `name` (src/contract/calls.ts): its method and path come from the call
 * table, and it carries the token when the call needs one. The only way the app reaches the API.
 */
export function request<N extends CallName>(name: N, payload?: PayloadOf<N>, opts: RequestOptions = {}): Promise<AnswerOf<N>> {
  const spec = CALL_ROUTES[name];
  return api<AnswerOf<N>>(spec.path, spec.method === 'GET' ? undefined : (payload ?? {}), {
    method: spec.method,
    auth: spec.auth === 'yes' || opts.auth === true,
    viewer: spec.auth === 'optional',
    signal: opts.signal,
    keepalive: opts.keepalive,
  });
}

/**
 * Makes a call of the table whose answer is a file (the table's `file`: the account export) and
 * returns it as a Blob with the name the server gave it; a refusal throws ApiError like any call.
 */
export async function requestFile(name: CallName, query?: Record<string, string>): Promise<{ blob: Blob; filename: string }> {
  const spec = CALL_ROUTES[name];
  const token = getAccessToken();
  if (!token) return refuse(new ApiError('Please sign in to continue', 401, null, 'sign_in_required'));
  let res: Response;
  try {
    const search = query ? `?${new URLSearchParams(query).toString()}` : '';
    res = await fetch(`${API_BASE}${spec.path}${search}`, { method: spec.method, headers: { Authorization: `Bearer ${token}` } });
  } catch {
    throw new ApiError('Could not reach the server. Check your connection and try again.', 0);
  }
  if (!res.ok) {
    const data = (await res.json().catch(() => null)) as { error?: string } | null;
    if (res.status === 401) sessionStore.clear();
    return refuse(new ApiError(data?.error ?? `Something went wrong (${res.status}). Please try again.`, res.status, null, codeOf(data)));
  }
  const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  // The answer is streamed as it is made: it can still fail after a 200 (the connection or the
  // server gave out), and the browser's own words for that ("network error") say nothing.
  let blob: Blob;
  try {
    blob = await res.blob();
  } catch {
    throw new ApiError(/*i18n*/ 'The download was interrupted. Please try again.', 0);
  }
  return { blob, filename };
}

/** A file call's answer handed to the browser as a download (an export); the file's name. */
export async function downloadFile(name: CallName, query?: Record<string, string>): Promise<string> {
  const { blob, filename } = await requestFile(name, query);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked later: the browser reads the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return filename;
}

/** The message to show for any thrown value. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  if (err instanceof Error && err.message) return err.message;
  return /*i18n*/ 'Something went wrong. Please try again.';
}
