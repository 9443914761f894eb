// Sends the editor's last save when its tab closes, for a save too large for the page to send itself.
// A page that is going away may only start requests whose bodies stay within 64 KiB (fetch's
// keepalive and sendBeacon share that budget); a longer draft would be lost. This worker outlives
// the page: the page hands it the request while it leaves, and the worker sends it as an ordinary
// fetch, kept alive by waitUntil until the server has answered. Its scope (/save-relay/) holds no
// page, so it never controls a page nor sees the app's requests. Only pages of this origin can post
// to it.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('message', (event) => {
  const m = event.data;
  if (!m || m.kind !== 'send-on-leave' || typeof m.url !== 'string' || m.method !== 'POST' || typeof m.body !== 'string') return;
  event.waitUntil(fetch(m.url, { method: 'POST', headers: m.headers, body: m.body, credentials: 'same-origin' }).catch(() => undefined));
});
