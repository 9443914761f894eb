import { isIP } from 'node:net';

/** What an origin is read from: a Fastify request, or the front door's reading of a raw one. */
export interface RequestOrigin {
  host: string | undefined;
  protocol: string;
}

const HOST = /^(?:[A-Za-z0-9-]{1,63}\.)*[A-Za-z0-9-]{1,63}(?::\d{1,5})?$|^\[[0-9A-Fa-f:.]{2,45}\](?::\d{1,5})?$/;

/**
 * This server's origin as a request names it, for absolute links when PUBLIC_URL is not set. The Host
 * header is the client's to choose, so it is trusted only for localhost, IP literals and the names in
 * ALLOWED_HOSTS; any other Host gets '' (relative links), so that nobody can make pages, feeds or the
 * sitemap point elsewhere, nor fill the cache with a copy per invented host.
 */
export function trustedRequestOrigin(req: RequestOrigin, allowedHosts: readonly string[]): string {
  const host = req.host;
  if (!host || !HOST.test(host)) return '';
  const name = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.replace(/:\d+$/, '');
  const lower = name.toLowerCase();
  const trusted = lower === 'localhost' || isIP(lower) !== 0 || allowedHosts.includes(lower);
  return trusted ? `${req.protocol}://${host.toLowerCase()}` : '';
}
