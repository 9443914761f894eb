import { afterEach, describe, expect, it } from 'vitest';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { BatchedLog } from './logDestination.ts';
import { PrettyLog, logFormatFor, openLogOutput } from './logOutput.ts';

describe('the log output', () => {
  let dir = '';
  let fd = -1;
  const file = () => {
    dir = mkdtempSync(join(tmpdir(), 'inkwell-logout-'));
    fd = openSync(join(dir, 'out.log'), 'a');
    return fd;
  };
  const written = () => readFileSync(join(dir, 'out.log'), 'utf8');
  afterEach(() => {
    if (fd >= 0) closeSync(fd);
    fd = -1;
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('is readable at a terminal and JSON anywhere else, unless LOG_FORMAT says which', () => {
    expect(logFormatFor(undefined, true)).toBe('pretty');
    expect(logFormatFor(undefined, false)).toBe('json');
    expect(logFormatFor(undefined, undefined)).toBe('json');
    expect(logFormatFor('json', true)).toBe('json');
    expect(logFormatFor('pretty', false)).toBe('pretty');
  });

  it('keeps the batched JSON writer when standard output is not a terminal', async () => {
    const out = openLogOutput(undefined, 8192, 1000, { fd: file(), isTTY: false });
    expect(out).toBeInstanceOf(BatchedLog);
    await out.close();
    const tty = openLogOutput(undefined, 8192, 1000, { fd, isTTY: true });
    expect(tty).toBeInstanceOf(PrettyLog);
    expect(openLogOutput('json', 8192, 1000, { fd, isTTY: true })).toBeInstanceOf(BatchedLog);
  });

  it('writes a logger line and an access line as one readable line each, not JSON', () => {
    const out = new PrettyLog(file(), false);
    const logger = pino({ level: 'info' }, out);
    logger.warn('the mail server did not answer');
    out.write('{"level":30,"time":1764240000000,"pid":7,"hostname":"h","reqId":"r1","req":{"method":"GET","url":"/api/health","remoteAddress":"127.0.0.1"},"res":{"statusCode":200},"responseTime":1.234,"msg":"request completed"}\n');
    const lines = written().trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] WARN: the mail server did not answer$/);
    expect(lines[1]).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: GET \/api\/health 200 1\.2 ms$/);
  });

  it('passes a line that is not JSON through as it is', () => {
    const out = new PrettyLog(file(), false);
    out.write('plain text\n');
    expect(written()).toBe('plain text\n');
  });
});
