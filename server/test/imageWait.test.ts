import { describe, expect, it, vi } from 'vitest';
import { ERRORS } from '../../src/contract/index.ts';

/*
 * An upload waiting for the image pipeline, over a real socket (the server's idle timeout is a
 * socket's). The pipeline is held busy by a gate in front of processImage: the images behind it wait
 * as long as the test keeps the gate shut.
 */
const gate = vi.hoisted(() => {
  let open: () => void = () => {};
  let shut: Promise<void> | null = null;
  return {
    /** Images that reached the pipeline. */
    entered: 0,
    close() {
      shut = new Promise<void>((resolve) => (open = resolve));
    },
    open() {
      open();
      shut = null;
    },
    wait: () => shut ?? Promise.resolve(),
  };
});

vi.mock('../media/pipeline.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../media/pipeline.ts')>();
  return {
    ...real,
    processImage: async (input: Buffer) => {
      gate.entered++;
      await gate.wait();
      return real.processImage(input);
    },
  };
});

// The api project shares loaded modules between files (isolate: false, vitest.config.ts): an earlier
// file may have loaded the server without this mock, so this file loads it afresh, gated.
vi.resetModules();
const { get, pngBytes, setupServer, signup } = await import('./helpers.ts');

const h = setupServer();

async function listening(env: Record<string, string>) {
  const app = await h.rebuild(env);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

const uploadUrl = async (token: string) => (await get(h.app, '/get-upload-url', token)).body.uploadURL as string;
const put = (base: string, url: string) => fetch(base + url, { method: 'PUT', body: new Uint8Array(pngBytes()), headers: { 'content-type': 'image/png' } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an upload waiting for the image pipeline', () => {
  it('is answered when its turn comes, however long past the idle timeout it waited', async () => {
    const base = await listening({ REQUEST_TIMEOUT_MS: '1000', IMAGE_CONCURRENCY: '1' });
    const u = await signup(h.app, 'patient');
    const [first, second] = [await uploadUrl(u.token), await uploadUrl(u.token)];
    gate.close();
    try {
      // The first holds the pipeline, the second waits behind it; both bodies arrived long ago.
      const entered = gate.entered;
      const answers = Promise.all([put(base, first), put(base, second)]);
      await sleep(3000);
      // Only one reached the pipeline: the other waits its turn.
      expect(gate.entered - entered).toBe(1);
      gate.open();
      const [a, b] = await answers;
      expect([a.status, b.status]).toEqual([200, 200]);
      expect((await b.json()).url).toBe(second.split('?')[0]);
    } finally {
      gate.open();
    }
  });

  it('that waits past IMAGE_QUEUE_WAIT_S is a 503 with Retry-After, and its URL stays unused', async () => {
    const base = await listening({ IMAGE_CONCURRENCY: '1', IMAGE_QUEUE_WAIT_S: '1' });
    const u = await signup(h.app, 'impatient');
    const [first, second] = [await uploadUrl(u.token), await uploadUrl(u.token)];
    gate.close();
    try {
      const held = put(base, first);
      const entered = gate.entered;
      while (gate.entered === entered) await sleep(50);
      const started = Date.now();
      const waited = await put(base, second);
      expect(waited.status).toBe(503);
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
      expect(waited.headers.get('retry-after')).toBe('30');
      expect(await waited.json()).toMatchObject(ERRORS.imagesBusy);
      gate.open();
      expect((await held).status).toBe(200);
      // Nothing was stored for it: the same URL takes the image later.
      expect((await put(base, second)).status).toBe(200);
    } finally {
      gate.open();
    }
  });
});
