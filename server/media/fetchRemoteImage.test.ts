import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchRemoteImage, RemoteImageRefused } from './fetchRemoteImage.ts';

/**
 * The fetch of another server's picture against a real HTTP server on loopback: what it refuses for
 * good (and so is not tried again), and what it leaves to a retry.
 */

let server: http.Server;
let base = '';
const body = Buffer.alloc(3000, 7);

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    const path = url.pathname;
    if (path === '/ok') return res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(body.length) }).end(body);
    // No content-length: the size is only known as it arrives.
    if (path === '/chunked') {
      res.writeHead(200, { 'content-type': 'image/png' });
      for (let i = 0; i < 4; i++) res.write(body);
      return res.end();
    }
    if (path === '/big') return res.writeHead(200, { 'content-length': '999999999' }).end();
    if (path === '/missing') return res.writeHead(404).end();
    if (path === '/busy') return res.writeHead(503).end();
    if (path === '/hop') {
      const n = Number(url.searchParams.get('n'));
      return res.writeHead(302, { location: n > 0 ? `/hop?n=${n - 1}` : '/ok' }).end();
    }
    if (path === '/to-file') return res.writeHead(302, { location: 'file:///etc/passwd' }).end();
    // '/slow': never answers.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const allowed = { allowPrivateAddress: true, timeoutMs: 2000, maxBytes: 10_000 };

describe('fetching a remote picture', () => {
  it('reads the bytes, following up to three redirects', async () => {
    expect(await fetchRemoteImage(`${base}/ok`, allowed)).toEqual(body);
    expect(await fetchRemoteImage(`${base}/hop?n=2`, allowed)).toEqual(body);
    await expect(fetchRemoteImage(`${base}/hop?n=3`, allowed)).rejects.toBeInstanceOf(RemoteImageRefused);
  });

  it('refuses loopback and private addresses unless they are allowed, and anything but http(s), redirects included', async () => {
    const publicOnly = { ...allowed, allowPrivateAddress: false };
    for (const url of [`${base}/ok`, 'http://10.0.0.1/a.png', 'http://192.168.1.2/a.png', 'http://[::1]/a.png']) {
      await expect(fetchRemoteImage(url, publicOnly), url).rejects.toBeInstanceOf(RemoteImageRefused);
    }
    await expect(fetchRemoteImage('file:///etc/passwd', allowed)).rejects.toBeInstanceOf(RemoteImageRefused);
    await expect(fetchRemoteImage(`${base}/to-file`, allowed)).rejects.toBeInstanceOf(RemoteImageRefused);
  });

  it('refuses a body over the limit, whether announced or only seen as it arrives', async () => {
    await expect(fetchRemoteImage(`${base}/big`, allowed)).rejects.toBeInstanceOf(RemoteImageRefused);
    // 4 x 3,000 bytes against a limit of 10,000.
    await expect(fetchRemoteImage(`${base}/chunked`, allowed)).rejects.toBeInstanceOf(RemoteImageRefused);
    expect(await fetchRemoteImage(`${base}/chunked`, { ...allowed, maxBytes: 12_000 })).toHaveLength(12_000);
  });

  it('a 404 is refused for good; a 503 and a server that does not answer in time are left to a retry', async () => {
    await expect(fetchRemoteImage(`${base}/missing`, allowed)).rejects.toBeInstanceOf(RemoteImageRefused);
    const busy = await fetchRemoteImage(`${base}/busy`, allowed).catch((e: unknown) => e);
    expect(busy).toBeInstanceOf(Error);
    expect(busy).not.toBeInstanceOf(RemoteImageRefused);
    const started = Date.now();
    const slow = await fetchRemoteImage(`${base}/slow`, { ...allowed, timeoutMs: 300 }).catch((e: unknown) => e);
    expect(slow).toBeInstanceOf(Error);
    expect(slow).not.toBeInstanceOf(RemoteImageRefused);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
