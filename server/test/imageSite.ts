import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Another site's images, served by a real HTTP server of the test on loopback: `answer` writes the
 * reply for a path; `asked` is every path asked, in order.
 */
export function imageSite(answer: (path: string, res: http.ServerResponse) => void) {
  const asked: string[] = [];
  const server = http.createServer((req, res) => {
    asked.push(req.url!);
    answer(req.url!, res);
  });
  return {
    asked,
    origin: '',
    async start() {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      this.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

