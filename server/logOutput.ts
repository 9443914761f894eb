import fs from 'node:fs';
import { prettyFactory } from 'pino-pretty';
import { BatchedLog, type LogDestination } from './logDestination.ts';

export type LogFormat = 'json' | 'pretty';

/**
 * How the log's lines are written: readable lines for a person at a terminal, JSON for everything
 * else (a pipe, a file, CI, a log collector), which machines read. LOG_FORMAT says it outright.
 */
export function logFormatFor(configured: LogFormat | undefined, isTTY: boolean | undefined): LogFormat {
  return configured ?? (isTTY ? 'pretty' : 'json');
}

/** What the app writes its log to: `write` a JSON line, `close` when the app closes. */
export interface LogOutput extends LogDestination {
  close(): Promise<void>;
}

/**
 * Readable lines, written as they come: at a terminal a person reads them one at a time, so there is
 * nothing to gain from batching. The access log's lines (one per answered request) become one short
 * line `GET /api/health 200 1.2 ms` instead of pino-pretty's nested objects.
 */
export class PrettyLog implements LogOutput {
  private readonly prettify: (line: string | object) => string;

  constructor(
    private readonly fd: number,
    colorize: boolean,
  ) {
    this.prettify = prettyFactory({ colorize, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
  }

  write(line: string) {
    let entry: Record<string, unknown>;
    try {
      entry = JSON.parse(line) as Record<string, unknown>;
    } catch {
      return void fs.writeSync(this.fd, line);
    }
    fs.writeSync(this.fd, this.prettify(isAccessLine(entry) ? accessSummary(entry) : entry));
  }

  async close() {}
}

type AccessLine = { req: { method: string; url: string }; res: { statusCode: number }; responseTime: number };
function isAccessLine(entry: Record<string, unknown>): entry is Record<string, unknown> & AccessLine {
  return entry.msg === 'request completed' && typeof entry.req === 'object' && typeof entry.res === 'object' && typeof entry.responseTime === 'number';
}

function accessSummary({ level, time, req, res, responseTime }: Record<string, unknown> & AccessLine) {
  return { level, time, msg: `${req.method} ${req.url} ${res.statusCode} ${responseTime.toFixed(1)} ms` };
}

/**
 * The log's output on standard output, in the format LOG_FORMAT or the terminal asks for; JSON goes
 * through the batched writer (`batchChars`, `flushMs`: server/logDestination.ts).
 */
export function openLogOutput(
  configured: LogFormat | undefined,
  batchChars: number,
  flushMs: number,
  stdout: { fd: number; isTTY?: boolean } = process.stdout,
): LogOutput {
  return logFormatFor(configured, stdout.isTTY) === 'pretty' ? new PrettyLog(stdout.fd, Boolean(stdout.isTTY)) : new BatchedLog(stdout.fd, batchChars, flushMs);
}
