import { EventEmitter } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { serialize } from 'pg-protocol';
// pg-protocol's exports map publishes dist/* (its `parse` wants a stream; a Parser takes the thread's whole answer at once).
import { Parser } from 'pg-protocol/dist/parser.js';
import type { BackendMessage } from 'pg-protocol/dist/messages.js';

type Pending = { resolve: (bytes: Uint8Array) => void; reject: (err: Error) => void };

/** PGlite's two WebAssembly programs, compiled. */
type CompiledPglite = { pgliteWasmModule: WebAssembly.Module; initdbWasmModule: WebAssembly.Module };
let compiled: Promise<CompiledPglite> | null = null;

/**
 * PGlite's WebAssembly, compiled once per process and handed to every database thread it starts.
 * Compiling it is seconds of CPU (V8 compiles the hot functions again with its optimising compiler
 * for each new module), and a process that opens several databases (the api tests open one per test
 * file; a restore opens a second) paid it each time: a third of a test process's CPU. Threads that
 * share one module share its compiled code, the optimised functions included.
 */
function compiledPglite(): Promise<CompiledPglite> {
  compiled ??= (async () => {
    const require = createRequire(import.meta.url);
    const compile = async (name: string) => WebAssembly.compile(await readFile(require.resolve(`@electric-sql/pglite/${name}`)));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([compile('pglite.wasm'), compile('initdb.wasm')]);
    return { pgliteWasmModule, initdbWasmModule };
  })();
  // A failed compile is tried again by the next database rather than kept.
  compiled.catch(() => (compiled = null));
  return compiled;
}

/**
 * The embedded database running in its own thread (server/db/pgliteWorker.mjs). `exec` sends frontend
 * protocol bytes and resolves with the backend's answer; the thread handles one exchange at a time.
 */
export class PgliteWorker {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private closing: Promise<void> | null = null;
  private failure: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (msg: { type: string; id?: number; bytes?: Uint8Array; message?: string }) => {
      const waiting = msg.id === undefined ? undefined : this.pending.get(msg.id);
      if (!waiting) return;
      this.pending.delete(msg.id!);
      this.settled();
      if (msg.type === 'data') waiting.resolve(msg.bytes!);
      else waiting.reject(new Error(msg.message ?? 'The embedded database failed'));
    });
    const fail = (err: Error) => {
      this.failure = err;
      for (const waiting of this.pending.values()) waiting.reject(err);
      this.pending.clear();
      this.settled();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The embedded database thread stopped (exit code ${code})`)));
    // Idle, the thread does not keep the process alive; a query in flight does (see exec).
    worker.unref();
  }

  /** Starts the thread and opens the database in `location` (a directory, or memory://). */
  static async start(location: string, postgresqlconf: string[]): Promise<PgliteWorker> {
    const worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), {
      workerData: { location, postgresqlconf, ...(await compiledPglite()) },
      // Plain JavaScript: no TypeScript loader (a worker inherits the parent's --import tsx otherwise).
      execArgv: [],
      // The thread's own JavaScript is a little glue around WebAssembly memory (which is not in these
      // limits): a small young generation keeps the resident memory down.
      resourceLimits: { maxYoungGenerationSizeMb: 8 },
    });
    return new Promise((resolve, reject) => {
      const onMessage = (msg: { type: string; message?: string }) => {
        if (msg.type !== 'ready' && msg.type !== 'failed') return;
        cleanup();
        if (msg.type === 'ready') resolve(new PgliteWorker(worker));
        else reject(new Error(msg.message));
      };
      const onExit = (code: number) => {
        cleanup();
        reject(new Error(`The embedded database thread stopped while opening (exit code ${code})`));
      };
      const onError = (err: Error) => {
        cleanup();
        reject(err);
      };
      const cleanup = () => {
        worker.off('message', onMessage);
        worker.off('exit', onExit);
        worker.off('error', onError);
      };
      worker.on('message', onMessage);
      worker.on('exit', onExit);
      worker.on('error', onError);
    });
  }

  exec(bytes: Uint8Array): Promise<Uint8Array> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.closing) return Promise.reject(new Error('The embedded database is closed'));
    const id = this.nextId++;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ type: 'exec', id, bytes }, [bytes.buffer as ArrayBuffer]);
    });
  }

  private settled() {
    if (this.pending.size === 0) this.worker.unref();
  }

  /** Closes the database cleanly (its files are consistent afterwards), then stops the thread. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      if (this.failure) return;
      this.worker.ref();
      await new Promise<void>((resolve) => {
        const done = () => resolve();
        this.worker.on('message', (msg: { type: string }) => msg.type === 'closed' && done());
        this.worker.once('exit', done);
        this.worker.postMessage({ type: 'close' });
      });
      await this.worker.terminate();
    })();
    return this.closing;
  }
}

/** What PostgreSQL answers a BEGIN outside a transaction: CommandComplete "BEGIN", ReadyForQuery "T". */
const BEGIN_ANSWER = Buffer.from([
  ...[0x43, 0, 0, 0, 10, ...Buffer.from('BEGIN'), 0],
  ...[0x5a, 0, 0, 0, 5, 0x54],
]);

/**
 * What node-postgres calls a connection, speaking to the database thread instead of a socket, so
 * drizzle and pg.Pool work unchanged. It has the shape of PGlite's own node-postgres adapter
 * (@electric-sql/pglite/node-postgres), which runs PGlite on the calling thread: there is no startup
 * handshake, and the messages a query writes in one go (parse, bind, describe, execute, sync) travel
 * to the thread together.
 */
export class WorkerConnection extends EventEmitter {
  _connecting = false;
  readonly stream = { destroy: () => this.end() };
  parsedStatements: Record<string, string> = {};
  submittedNamedStatements: Record<string, string> = {};
  private outbox: Buffer[] = [];
  private outboxBytes = 0;
  private flushScheduled = false;
  private chain: Promise<void> = Promise.resolve();
  private readonly parser = new Parser();
  private forwardMessages = false;
  /** A BEGIN answered here and not sent yet: it travels with the transaction's first statement. */
  private deferredBegin: Buffer | null = null;
  /** Exchanges with the thread so far (each is a round trip between threads). */
  exchanges = 0;

  constructor(private readonly db: PgliteWorker) {
    super();
    this.on('newListener', (event) => {
      if (event === 'message') this.forwardMessages = true;
    });
  }

  connect() {
    this._connecting = true;
    process.nextTick(() => this.emit('readyForQuery'));
  }

  private write(bytes: Buffer) {
    this.outbox.push(Buffer.from(bytes)); // a copy: the serializer may reuse its buffer
    this.outboxBytes += bytes.length;
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    queueMicrotask(() => this.send());
  }

  private send() {
    this.flushScheduled = false;
    const begin = this.deferredBegin;
    this.deferredBegin = null;
    if (begin) {
      this.outbox.unshift(begin);
      this.outboxBytes += begin.length;
    }
    // An ArrayBuffer of its own, handed to the thread without a copy. (Buffer.concat may return a
    // slice of Node's shared pool, which cannot be transferred: Node 20 copies all 8 KB of it, newer
    // versions refuse.)
    const bytes = new Uint8Array(this.outboxBytes);
    let at = 0;
    for (const part of this.outbox) {
      bytes.set(part, at);
      at += part.length;
    }
    this.outbox = [];
    this.outboxBytes = 0;
    this.exchanges++;
    this.chain = this.chain
      .then(() => this.db.exec(bytes))
      .then((answer) => this.deliver(Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength), begin !== null))
      .catch((err: Error) => {
        this.emit('error', err);
      });
  }

  /**
   * Hands the backend's messages to the client. `beganHere`: the answer starts with that of a BEGIN
   * the client was already told had succeeded (see query), which it does not see again; should that
   * BEGIN have failed, the connection fails (it cannot: BEGIN fails only in a broken session).
   */
  private deliver(answer: Buffer, beganHere: boolean) {
    let skipping = beganHere;
    this.parser.parse(answer, (msg: BackendMessage) => {
      if (skipping) {
        if (msg.name === 'error') this.emit('error', new Error(`BEGIN failed: ${(msg as { message?: string }).message ?? 'unknown error'}`));
        if (msg.name === 'readyForQuery') skipping = false;
        return;
      }
      if (this.forwardMessages) this.emit('message', msg);
      this.emit(msg.name === 'error' ? 'errorMessage' : msg.name, msg);
    });
  }

  // The handshake does not exist here: the thread's database is already open.
  requestSsl() {}
  startup() {}
  password() {}
  cancel() {}
  sendSASLInitialResponseMessage() {}
  sendSCRAMClientFinalMessage() {}
  ref() {}
  unref() {}

  query(text: string) {
    // A transaction's BEGIN is answered at once and sent with its first statement: one round trip
    // between threads less per transaction (each costs the thread hand-over twice, bench/README.md, "The embedded database").
    // Only a plain BEGIN with nothing else in flight: then nothing can come between it and the next
    // statement, which the same client sends once it has this answer.
    if (this.deferredBegin === null && this.outbox.length === 0 && /^\s*begin\s*;?\s*$/i.test(text)) {
      this.deferredBegin = Buffer.from(serialize.query(text));
      this.chain = this.chain.then(() => this.deliver(BEGIN_ANSWER, false));
      return;
    }
    this.write(serialize.query(text));
  }
  parse(query: Parameters<typeof serialize.parse>[0]) {
    this.write(serialize.parse(query));
  }
  bind(config: Parameters<typeof serialize.bind>[0]) {
    this.write(serialize.bind(config));
  }
  execute(config: Parameters<typeof serialize.execute>[0]) {
    this.write(serialize.execute(config));
  }
  describe(msg: Parameters<typeof serialize.describe>[0]) {
    this.write(serialize.describe(msg));
  }
  close(msg: Parameters<typeof serialize.close>[0]) {
    this.write(serialize.close(msg));
  }
  flush() {
    this.write(serialize.flush());
  }
  sync() {
    this.write(serialize.sync());
  }
  sendCopyFromChunk(chunk: Buffer) {
    this.write(serialize.copyData(chunk));
  }
  endCopyFrom() {
    this.write(serialize.copyDone());
  }
  sendCopyFail(message: string) {
    this.write(serialize.copyFail(message));
  }

  /** The client is done with this connection: tell it once what is in flight has been answered. */
  end() {
    this.deferredBegin = null;
    this.chain = this.chain.then(() => {
      this.emit('end');
    });
    for (const event of this.eventNames()) if (event !== 'newListener') this.removeAllListeners(event);
    this.forwardMessages = false;
  }
}
