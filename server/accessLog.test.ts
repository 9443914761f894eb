import { describe, expect, it } from 'vitest';
import { hostname } from 'node:os';
import { AccessLog, loggedPath } from './accessLog.ts';

/** A log destination that keeps what it is given. */
const sink = () => {
  const lines: string[] = [];
  return { lines, destination: { write: (s: string) => void lines.push(s) } };
};

describe('access log', () => {
  it("writes one JSON line in pino's format per answered request, the URL without its query", () => {
    const { lines, destination } = sink();
    const log = new AccessLog(destination, true);
    const before = Date.now();
    log.completed('id-1', 'POST', '/api/latest-blogs?token=secret', '127.0.0.1', 200, 1.25);
    log.completed('id-2', 'GET', '/blogs/"quoted"\\path', undefined, 404, 0.5);
    expect(lines).toHaveLength(2);
    expect(lines.every((l) => l.endsWith('}\n'))).toBe(true);
    const first = JSON.parse(lines[0]);
    expect(first).toEqual({
      level: 30,
      time: expect.any(Number),
      pid: process.pid,
      hostname: hostname(),
      reqId: 'id-1',
      req: { method: 'POST', url: '/api/latest-blogs', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: 1.25,
      msg: 'request completed',
    });
    expect(first.time).toBeGreaterThanOrEqual(before);
    // Whatever a URL holds, the line stays one valid JSON object.
    expect(JSON.parse(lines[1]).req).toEqual({ method: 'GET', url: '/blogs/"quoted"\\path' });
  });

  it('writes nothing when info lines are off', () => {
    const { lines, destination } = sink();
    new AccessLog(destination, false).completed('id', 'GET', '/', '::1', 200, 1);
    expect(lines).toEqual([]);
  });

  it('writes the token pages of mail links without their tokens', () => {
    const { lines, destination } = sink();
    const log = new AccessLog(destination, true);
    for (const page of ['reset-password', 'verify-email', 'preview', 'unsubscribe']) {
      log.completed('id', 'GET', `/${page}/AbC_123-xyz.sig?utm=1`, '::1', 200, 1);
      log.completed('id', 'GET', `//${page.toUpperCase()}/AbC_123-xyz/more`, '::1', 200, 1);
    }
    const urls = lines.map((l) => JSON.parse(l).req.url);
    expect(urls).toEqual(['reset-password', 'verify-email', 'preview', 'unsubscribe'].flatMap((p) => [`/${p}/[redacted]`, `//${p.toUpperCase()}/[redacted]`]));
    // Other pages as they are.
    expect(loggedPath('/blogs/a-blog-123')).toBe('/blogs/a-blog-123');
    expect(loggedPath('/previews/x')).toBe('/previews/x');
    expect(loggedPath('/preview')).toBe('/preview');
  });
});
