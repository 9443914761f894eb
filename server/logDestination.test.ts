import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, openSync, closeSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { BatchedLog } from './logDestination.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The writer is asynchronous: waits (at most 5 s) until `read()` gives `want`, and returns what it last read. */
async function eventually(read: () => string, want: string) {
  const until = Date.now() + 5000;
  let got = read();
  while (got !== want && Date.now() < until) {
    await sleep(10);
    got = read();
  }
  return got;
}

describe('the batched log destination', () => {
  let dir = '';
  let fd = -1;
  const logs: BatchedLog[] = [];
  const open = (batchChars: number, flushMs: number) => {
    dir = mkdtempSync(join(tmpdir(), 'inkwell-log-'));
    fd = openSync(join(dir, 'out.log'), 'a');
    const log = new BatchedLog(fd, batchChars, flushMs);
    logs.push(log);
    return log;
  };
  const written = () => readFileSync(join(dir, 'out.log'), 'utf8');
  afterEach(() => {
    for (const l of logs.splice(0)) l.close();
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  });

  it('holds lines until a batch is full, then writes them in order', async () => {
    const log = open(100, 60_000);
    log.write('one\n');
    log.write('two é\n');
    await sleep(50);
    expect(written()).toBe('');
    const long = `${'x'.repeat(95)}\n`;
    log.write(long);
    expect(await eventually(written, `one\ntwo é\n${long}`)).toBe(`one\ntwo é\n${long}`);
  });

  it('writes what it holds at least every flushMs, and everything when closed', async () => {
    const log = open(1_000_000, 30);
    log.write('soon\n');
    expect(await eventually(written, 'soon\n')).toBe('soon\n');
    log.write('last\n');
    log.close();
    expect(written()).toBe('soon\nlast\n');
    // A line after closing (a last error) is written without waiting for a batch.
    log.write('after\n');
    expect(await eventually(written, 'soon\nlast\nafter\n')).toBe('soon\nlast\nafter\n');
  });

  it("keeps pino's lines and the access log's lines in the order they were written", () => {
    const log = open(8192, 60_000);
    const logger = pino({ base: null, timestamp: false }, log);
    for (let i = 0; i < 300; i++) {
      if (i % 3 === 0) logger.warn(`warning ${i}`);
      else log.write(`${JSON.stringify({ access: i })}\n`);
    }
    log.close();
    const order = written()
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { msg?: string; access?: number })
      .map((o) => (o.msg ? Number(o.msg.split(' ')[1]) : o.access));
    expect(order).toEqual(Array.from({ length: 300 }, (_, i) => i));
  });
});
