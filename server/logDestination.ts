import pino from 'pino';

/** What the log's lines are handed to: pino's logger and the access log both write here, in order. */
export interface LogDestination {
  write(line: string): void;
}

/** Destinations not yet closed: what they hold is written if the process exits without closing them. */
const open = new Set<BatchedLog>();
let exitHooked = false;

/**
 * The log's lines, written to a file descriptor (standard output) `batchChars` at a time, and at least
 * every `flushMs`: under load a write per line cost a sixth of a cached answer's throughput.
 *
 * Why not pino.destination's own `minLength`, which did this before: its `write` measures the UTF-8
 * length of the whole batch so far on every line (`Buffer.byteLength` of the buffered string that each
 * line extends, which also flattens it again), so a line cost more the fuller the batch was, about
 * 4 KB of copying per request at 8 KB batches (bench/README.md, "2026-11-26 (sixth session)"). Here a
 * line is kept as it is, and a batch is joined once and handed to the same writer (asynchronous,
 * in order) without a minimum of its own.
 */
export class BatchedLog implements LogDestination {
  private lines: string[] = [];
  /** UTF-16 units held (a line's length; its bytes are at least as many, so a batch is at least this big). */
  private held = 0;
  private readonly out: ReturnType<typeof pino.destination>;
  private readonly timer: NodeJS.Timeout;
  private closed = false;

  constructor(fd: number, private readonly batchChars: number, flushMs: number) {
    this.out = pino.destination({ dest: fd, sync: false });
    this.timer = setInterval(() => this.flush(), flushMs);
    this.timer.unref();
    open.add(this);
    if (!exitHooked) {
      exitHooked = true;
      process.on('exit', () => {
        for (const log of open) log.flushSync();
      });
    }
  }

  write(line: string): boolean {
    if (this.closed) return this.out.write(line);
    this.lines.push(line);
    this.held += line.length;
    if (this.held >= this.batchChars) this.flush();
    return true;
  }

  /** Hands what is held to the writer, which writes it when its previous write is done. */
  flush() {
    if (this.lines.length === 0) return;
    const batch = this.lines.length === 1 ? this.lines[0] : this.lines.join('');
    this.lines = [];
    this.held = 0;
    this.out.write(batch);
  }

  /** Everything held and handed on, written before this returns (closing, exiting). */
  flushSync() {
    this.flush();
    try {
      this.out.flushSync();
    } catch {
      // Nothing pending in the writer (it refuses to flush while it is opening): nothing to lose.
    }
  }

  /** Writes what is left and stops the timer; a later line (a last error) goes to the writer at once. */
  close() {
    clearInterval(this.timer);
    this.flushSync();
    this.closed = true;
    open.delete(this);
  }
}
