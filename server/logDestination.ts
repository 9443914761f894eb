import fs from 'node:fs';
import { repeat } from './jobs/runner.ts';

/** What the log's lines are handed to: pino's logger and the access log both write here, in order. */
export interface LogDestination {
  write(line: string): void;
}

/** Destinations not yet closed: what they hold is written if the process exits without closing them. */
const open = new Set<BatchedLog>();
let exitHooked = false;

/** What a line held beyond `maxHeldChars` becomes: counted, and reported in one line once the output catches up. */
const droppedLine = (n: number) => `${JSON.stringify({ level: 40, time: Date.now(), pid: process.pid, msg: `${n} log lines dropped: the log output did not keep up` })}\n`;

/**
 * The log's lines, written to a file descriptor (standard output) at least `batchChars` at a time, and
 * at least every `flushMs`: under load a write per line cost a sixth of a cached answer's throughput.
 *
 * One write at a time, asynchronous; the lines that come while it is under way are held, and all of
 * them go in the next write, however many. So the batches grow with the load: the writer keeps up as
 * long as the output does. Why not sonic-boom (pino.destination) underneath, as before: it writes at
 * most 16 KB a write and a write's end is seen a turn of the event loop later, so at 60,000 requests a
 * second (17 MB of lines a second) the lines waiting grew by 5 MB a second, and the server's memory
 * with them (400 MB resident after 30 s of load; docs/decisions/0010-log-writer.md). And its `write`
 * measures the whole buffered string on every line (`Buffer.byteLength`), which is why lines are
 * batched here at all (the same record).
 *
 * If the output is slower than the lines (a full disk, a stalled pipe), at most `maxHeldChars` wait;
 * later lines are dropped and counted, and a warning line says how many once the output takes lines
 * again: the log must not take the server's memory with it.
 */
export class BatchedLog implements LogDestination {
  private lines: string[] = [];
  /** UTF-16 units held (a line's length; its bytes are at least as many, so a batch is at least this big). */
  private held = 0;
  private dropped = 0;
  /** A write is under way; `idle` callbacks run when it and what gathered during it are written. */
  private writing = false;
  private idle: (() => void)[] = [];
  private readonly stopTimer: () => void;
  private closed = false;

  constructor(
    private readonly fd: number,
    private readonly batchChars: number,
    flushMs: number,
    private readonly maxHeldChars = 64 * 1024 * 1024,
  ) {
    this.stopTimer = repeat(() => this.flush(), flushMs);
    open.add(this);
    if (!exitHooked) {
      exitHooked = true;
      process.on('exit', () => {
        for (const log of open) log.flushSync();
      });
    }
  }

  write(line: string): boolean {
    // After closing (a last error): straight out.
    if (this.closed) {
      writeAllSync(this.fd, Buffer.from(line));
      return true;
    }
    if (this.held + line.length > this.maxHeldChars) {
      this.dropped++;
      return false;
    }
    this.lines.push(line);
    this.held += line.length;
    if (this.held >= this.batchChars) this.flush();
    return true;
  }

  /** Starts writing what is held, unless a write is under way (its end writes what gathered). */
  flush() {
    if (this.writing) return;
    const batch = this.take();
    if (batch) this.send(batch);
    else this.settled();
  }

  /** Everything held and handed on, written before this returns (exiting: a write under way is not waited for). */
  flushSync() {
    const batch = this.take();
    if (batch) writeAllSync(this.fd, batch);
  }

  /** Waits for the write under way (at most `waitMs`: a stalled output must not hold up a shutdown), writes what is left and stops the timer. */
  async close(waitMs = 2000): Promise<void> {
    this.stopTimer();
    if (this.writing) {
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        this.idle.push(resolve);
        timer = setTimeout(resolve, waitMs);
      });
      clearTimeout(timer);
    }
    this.flushSync();
    this.closed = true;
    open.delete(this);
  }

  /** The held lines as one buffer (and the count of dropped ones after them), or null when nothing is held. */
  private take(): Buffer | null {
    if (this.lines.length === 0 && this.dropped === 0) return null;
    if (this.dropped > 0) {
      this.lines.push(droppedLine(this.dropped));
      this.dropped = 0;
    }
    const batch = Buffer.from(this.lines.length === 1 ? this.lines[0] : this.lines.join(''));
    this.lines = [];
    this.held = 0;
    return batch;
  }

  private send(bytes: Buffer) {
    this.writing = true;
    fs.write(this.fd, bytes, 0, bytes.length, null, (err, n) => {
      if (err && (err as NodeJS.ErrnoException).code === 'EAGAIN' && !this.closed) {
        // A non-blocking pipe that is full: the same bytes again shortly (not keeping the process alive for it).
        setTimeout(() => this.send(bytes), 10).unref();
        return;
      }
      // Any other error loses this batch (there is nowhere else to say so); the log goes on.
      if (!err && n < bytes.length) return this.send(bytes.subarray(n));
      this.writing = false;
      // What gathered during the write, all of it, whatever the batch size (the timer writes smaller
      // rests; a close waiting for the writer takes them now).
      if (this.held >= this.batchChars || this.idle.length > 0) this.flush();
    });
  }

  private settled() {
    if (this.writing) return;
    for (const resolve of this.idle.splice(0)) resolve();
  }
}

/** Writes all of `bytes` now, waiting out a full non-blocking pipe (EAGAIN) for at most half a second. */
function writeAllSync(fd: number, bytes: Buffer) {
  let at = 0;
  let waited = 0;
  while (at < bytes.length) {
    try {
      at += fs.writeSync(fd, bytes, at, bytes.length - at);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EAGAIN' || waited >= 500) return;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
      waited++;
    }
  }
}
