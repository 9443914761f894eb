import { CALL_ROUTES } from '@/contract/routes';
import type { CallName, PayloadOf } from '@/contract';
import { getAccessToken } from '../session/sessionStore.ts';
import { API_BASE, requestOf } from './transport.ts';

/**
 * Browsers refuse a keepalive request (fetch's `keepalive`, sendBeacon) when its body and those of the
 * other keepalive requests in flight pass 64 KiB, at once and silently for a page that is going away.
 * Splitting a body into several keepalive requests does not help: the budget is for all of them.
 */
export const KEEPALIVE_BUDGET = 64 * 1024;

/**
 * How a request sent while the page goes away travels:
 * - `keepalive`: the body fits the budget; the browser sends it after the page is gone.
 * - `relay`: too large for keepalive; the relay worker (public/save-relay.js), which outlives the
 *   page, sends it as an ordinary request.
 * - `fetch`: too large, and no relay (no service workers: an insecure origin, some private modes): an
 *   ordinary request, which completes when the page lives on (a hidden tab) and may be cut short when
 *   it is closed. The caller's copy on the device is then what is left.
 */
export type LeaveRoute = 'keepalive' | 'relay' | 'fetch';

export function leaveRoute(bodyBytes: number, relayReady: boolean): LeaveRoute {
  if (bodyBytes <= KEEPALIVE_BUDGET) return 'keepalive';
  return relayReady ? 'relay' : 'fetch';
}

const RELAY_SCRIPT = '/save-relay.js';
// A scope without pages: the worker controls none and sees none of the app's requests.
const RELAY_SCOPE = '/save-relay/';
let relay: ServiceWorker | null = null;
let relayStarted = false;

/**
 * Installs the relay worker (once per page) so that it is ready before the page is left: a worker
 * registered while the page goes away would be too late. Without service workers, nothing happens.
 */
export function startLeaveRelay() {
  if (relayStarted || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  relayStarted = true;
  navigator.serviceWorker.register(RELAY_SCRIPT, { scope: RELAY_SCOPE }).then(
    (registration) => {
      const take = () => {
        if (registration.active) relay = registration.active;
      };
      take();
      const pending = registration.installing ?? registration.waiting;
      pending?.addEventListener('statechange', take);
      registration.addEventListener('updatefound', () => registration.installing?.addEventListener('statechange', take));
    },
    () => undefined, // no relay: large saves on leaving fall back to an ordinary request
  );
}

/**
 * Sends the contract's call `name` while the page goes away; its answer is never read. The body
 * travels by the first route of leaveRoute that can carry it. Answers the route taken, or null
 * without a token (the call needs one).
 */
export function sendOnLeave<N extends CallName>(name: N, payload: PayloadOf<N>): LeaveRoute | null {
  const token = getAccessToken();
  if (!token) return null;
  const spec = CALL_ROUTES[name];
  const { init } = requestOf('POST', spec.path, payload);
  init.headers.Authorization = `Bearer ${token}`;
  const body = init.body as string;
  const route = leaveRoute(new TextEncoder().encode(body).length, relay?.state === 'activated');
  const url = `${API_BASE}${spec.path}`;
  if (route === 'relay') relay!.postMessage({ kind: 'send-on-leave', url: new URL(url, location.href).href, method: 'POST', headers: init.headers, body });
  else fetch(url, { ...init, keepalive: route === 'keepalive' }).catch(() => undefined);
  return route;
}
