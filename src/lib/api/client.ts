import { getAccessToken, sessionStore } from '../session/sessionStore.ts';

/** Base of every call: `/api` on the same origin unless VITE_API_URL says otherwise (API.md). */
export const API_BASE = (import.meta.env.VITE_API_URL ?? '/api').replace(/\/$/, '');

/** A refused call: `message` is the server's `{ error }` text, ready for a toast. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiOptions {
  /** Send the Authorization header (calls marked auth in SPEC.md section 7). */
  auth?: boolean;
  method?: 'GET' | 'POST';
  signal?: AbortSignal;
}

const NETWORK_ERROR = 'Could not reach the server. Check your connection and try again.';

/** Calls the API with a JSON body and returns its JSON answer; throws ApiError on failure. */
export async function api<T>(path: string, body?: unknown, opts: ApiOptions = {}): Promise<T> {
  const method = opts.method ?? (body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (opts.auth) {
    const token = getAccessToken();
    if (!token) throw new ApiError('Please sign in to continue', 401);
    headers.Authorization = `Bearer ${token}`;
  }
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: opts.signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(NETWORK_ERROR, 0);
  }
  const data = (await res.json().catch(() => null)) as (T & { error?: string }) | null;
  if (!res.ok) {
    // An expired or revoked token: the session is over, sign out so the app shows Sign In.
    if (res.status === 401 && opts.auth) sessionStore.clear();
    throw new ApiError(data?.error ?? `Something went wrong (${res.status}). Please try again.`, res.status);
  }
  return data as T;
}

/** The message to show for any thrown value. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  if (err instanceof Error && err.message) return err.message;
  return 'Something went wrong. Please try again.';
}
