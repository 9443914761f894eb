import { afterEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { headerLines, sendWithHead } from './responseHead.ts';

/**
 * The preformatted head must be byte for byte the head node writes itself. The expected bytes come
 * from node: the same server answers `/node` with writeHead + end and `/ours` with sendWithHead, and
 * a raw socket reads both answers, over every kind of connection node treats differently.
 */
const HEADERS = ['x-content-type-options', 'nosniff', 'content-security-policy', "default-src 'none'; frame-ancestors 'none'", 'content-type', 'application/json; charset=utf-8'];
const BODY = Buffer.from('{"blogs":[{"title":"Ünïcode body"}]}');
const LINES = headerLines(HEADERS) + `content-length: ${BODY.length}\r\n`;
/** Past the size sent as one buffer (node's small-buffer pool): the head and the pieces go as they are. */
const LARGE = Buffer.from(`{"blogs":[${'{"title":"Ünïcode body"},'.repeat(400)}{}]}`);
const LARGE_LINES = headerLines(HEADERS) + `content-length: ${LARGE.length}\r\n`;

let server: http.Server | null = null;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = null;
});

async function start(setup: (s: http.Server) => void = () => {}) {
  server = http.createServer((req, res) => {
    if (req.url === '/node') {
      res.writeHead(200, [...HEADERS, 'content-length', String(BODY.length)]);
      res.end(BODY);
    } else if (req.url === '/node-large') {
      res.writeHead(200, [...HEADERS, 'content-length', String(LARGE.length)]);
      res.end(LARGE);
    } else if (req.url === '/ours-large') sendWithHead(res, LARGE_LINES, [LARGE.subarray(0, 100), LARGE.subarray(100)]);
    else sendWithHead(res, LINES, req.url === '/ours-in-pieces' ? [BODY.subarray(0, 5), BODY.subarray(5, 9), BODY.subarray(9)] : [BODY]);
  });
  setup(server);
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return (server.address() as AddressInfo).port;
}

/** Sends `requests` on one socket and returns everything the server wrote until it closed or went quiet. */
function exchange(port: number, requests: string[]): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    let quiet: NodeJS.Timeout | undefined;
    const done = (closed: boolean) => {
      clearTimeout(quiet);
      socket.destroy();
      resolve({ text, closed });
    };
    socket.on('data', (d) => {
      text += d.toString('latin1');
      clearTimeout(quiet);
      quiet = setTimeout(() => done(false), 150);
    });
    socket.on('end', () => done(true));
    socket.on('error', reject);
    socket.write(requests.join(''));
  });
}

const withoutDate = (text: string) => text.replace(/\r\nDate: [^\r]+/g, '\r\nDate: -');
const request = (path: string, extra = '', version = '1.1') => `GET ${path} HTTP/${version}\r\nHost: x\r\n${extra}\r\n`;

describe('sendWithHead', () => {
  const cases: [string, string, string?][] = [
    ['keep-alive (HTTP/1.1)', ''],
    ['a client asking to close', 'Connection: close\r\n'],
    ['HTTP/1.0', '', '1.0'],
    ['HTTP/1.0 asking to keep alive', 'Connection: keep-alive\r\n', '1.0'],
  ];
  for (const [what, extra, version] of cases) {
    it(`writes the bytes node writes: ${what}`, async () => {
      const port = await start();
      const node = await exchange(port, [request('/node', extra, version)]);
      expect(node.text).toContain('\r\n\r\n{"blogs"');
      for (const path of ['/ours', '/ours-in-pieces']) {
        const ours = await exchange(port, [request(path, extra, version)]);
        expect(withoutDate(ours.text), path).toBe(withoutDate(node.text));
        expect(ours.closed, 'the connection is closed as node closes it').toBe(node.closed);
      }
    });
  }

  it('keeps the connection for the next requests, pipelined or not', async () => {
    const port = await start();
    const node = await exchange(port, [request('/node'), request('/node'), request('/node', 'Connection: close\r\n')]);
    const ours = await exchange(port, [request('/ours'), request('/ours-in-pieces'), request('/ours', 'Connection: close\r\n')]);
    expect(node.text.match(/HTTP\/1\.1 200 OK/g)).toHaveLength(3);
    expect(withoutDate(ours.text)).toBe(withoutDate(node.text));
    expect([node.closed, ours.closed]).toEqual([true, true]);
  });

  it("follows the server's keep-alive settings: its timeout and a socket's last allowed request", async () => {
    const port = await start((s) => {
      s.keepAliveTimeout = 9_500;
      s.maxRequestsPerSocket = 2;
    });
    const node = await exchange(port, [request('/node'), request('/node'), request('/node')]);
    const ours = await exchange(port, [request('/ours'), request('/ours-in-pieces'), request('/ours-in-pieces')]);
    expect(node.text).toContain('Keep-Alive: timeout=9, max=2');
    expect(withoutDate(ours.text)).toBe(withoutDate(node.text));
    expect(ours.closed).toBe(node.closed);
  });

  it('writes the bytes node writes for an answer past one buffer, on a connection kept or closed', async () => {
    const port = await start();
    expect(LARGE.length).toBeGreaterThan(Buffer.poolSize);
    for (const extra of ['', 'Connection: close\r\n']) {
      const node = await exchange(port, [request('/node-large', extra), request('/node', extra)]);
      const ours = await exchange(port, [request('/ours-large', extra), request('/ours', extra)]);
      expect(withoutDate(ours.text)).toBe(withoutDate(node.text));
      expect(ours.closed).toBe(node.closed);
    }
  });

  it('refuses a header line node would refuse', () => {
    expect(() => headerLines(['x-bad', 'a\r\nset-cookie: x=1'])).toThrow();
    expect(() => headerLines(['bad name', 'x'])).toThrow();
  });
});
