import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync, readSync, fstatSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
export const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

interface ServerLauncher {
  bundle: string;
  /** Node's flags and the environment of the server as `npm start` runs it. */
  nodeArgs: string[];
  env: (env: NodeJS.ProcessEnv) => NodeJS.ProcessEnv;
}
let launcher: Promise<ServerLauncher> | null = null;
/** The server bundle, built once per benchmark process, and how npm start runs it (scripts/build-server.mjs). */
function serverLauncher(): Promise<ServerLauncher> {
  launcher ??= (async () => {
    // Another build of the server (an older commit's, made with its own scripts/build-server.mjs), to
    // compare with on the same run of a benchmark.
    const other = process.env.BENCH_SERVER_BUNDLE;
    // @ts-expect-error -- a plain .mjs script without type declarations
    const m = (await import('../../scripts/build-server.mjs')) as {
      buildServer: () => Promise<string>;
      SERVER_NODE_ARGS: string[];
      serverEnv: (env: NodeJS.ProcessEnv) => NodeJS.ProcessEnv;
    };
    return { bundle: other ?? (await m.buildServer()), nodeArgs: m.SERVER_NODE_ARGS, env: m.serverEnv };
  })();
  return launcher;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resident and peak resident memory of a process, in MB (Linux /proc). */
export function memoryOf(pid: number): { rss: number; peak: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (k: string) => Number(new RegExp(`${k}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return { rss: 0, peak: 0 };
  }
}

/** CPU time a process has used so far (user + system), in microseconds (Linux /proc; 100 ticks a second). */
export function cpuTimeOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // After the command: state is field 3, utime field 14 and stime field 15 (proc(5)).
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return 0;
  }
}

/** The last `bytes` of a file. */
function tailOf(file: string, bytes = 20_000): string {
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    const start = Math.max(0, size - bytes);
    const buf = Buffer.alloc(size - start);
    readSync(fd, buf, 0, buf.length, start);
    return buf.toString('utf8');
  } finally {
    closeSync(fd);
  }
}

export interface RunningServer {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  output(): string;
  memory(): { rss: number; peak: number };
  /** SIGTERM and wait for the exit (graceful shutdown). */
  stop(): Promise<number | null>;
  /** SIGKILL: no shutdown at all. */
  kill9(): Promise<void>;
  exited: Promise<number | null>;
}

export interface ServerOptions {
  dataDir: string;
  databaseUrl?: string;
  port?: number;
  env?: Record<string, string>;
  /**
   * Where its standard output and error go, as a deployment's log file would take them (the
   * benchmark runs with request logging on, as a user does, without the bench reading every line).
   */
  logFile?: string;
  /**
   * A file the server's main thread writes a line to every second: its event-loop delay and garbage
   * collections (bench/lib/loopProbe.mjs, loaded with --import). Read it with `probeLines`.
   */
  probeFile?: string;
}

/** One second of the server's main thread, from bench/lib/loopProbe.mjs. */
export interface ProbeLine {
  at: number;
  delayP99Ms: number;
  delayMaxMs: number;
  gcs: number;
  gcMs: number;
  gcLongestMs: number;
  majorGcs: number;
  majorGcMs: number;
  heapMB: number;
}

/** The lines a server's probe wrote so far (none when it wrote nothing). */
export function probeLines(file: string): ProbeLine[] {
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as ProbeLine);
  } catch {
    return [];
  }
}

/** The product's server as its own process, built as `npm start` builds it (scripts/build-server.mjs), ready to answer. */
export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  const port = opts.port ?? (await freePort());
  const logFd = opts.logFile ? openSync(opts.logFile, 'w') : undefined;
  // BENCH_NODE_ARGS passes node flags to the server only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
  // (node refuses --cpu-prof in NODE_OPTIONS).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  if (opts.probeFile) nodeArgs.push('--import', new URL('./loopProbe.mjs', import.meta.url).href);
  const server = await serverLauncher();
  const child = spawn(process.execPath, [...server.nodeArgs, ...nodeArgs, server.bundle], {
    cwd: ROOT,
    env: server.env({
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      DATABASE_URL: opts.databaseUrl ?? '',
      JWT_SECRET: BENCH_SECRET,
      LOG_LEVEL: 'warn',
      API_RATE_LIMIT: '10000000',
      AUTH_RATE_LIMIT: '100000',
      // The load is a few members writing much faster than a person would.
      SAVE_RATE_LIMIT: '100000',
      COMMENTS_PER_MINUTE: '100000',
      REPORTS_PER_HOUR: '100000',
      NODE_ENV: 'production',
      ...(opts.probeFile ? { LOOP_PROBE_FILE: opts.probeFile } : {}),
      ...opts.env,
    }),
    stdio: opts.logFile ? ['ignore', logFd!, logFd!] : ['ignore', 'pipe', 'pipe'],
  });
  if (logFd !== undefined) closeSync(logFd);
  let out = '';
  child.stdout?.on('data', (d) => (out = (out + d).slice(-20_000)));
  child.stderr?.on('data', (d) => (out = (out + d).slice(-20_000)));
  const output = () => (opts.logFile ? tailOf(opts.logFile) : out);
  let how = '';
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code, signal) => {
      how = `code ${code}, signal ${signal}`;
      resolve(code ?? (signal ? 128 : null));
    }),
  );
  let dead = false;
  void exited.then(() => (dead = true));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (dead) throw new Error(`server exited while starting (${how}):\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in 120 s:\n${output()}`);
    }
    await sleep(100);
  }
  return {
    url,
    port,
    pid: child.pid!,
    child,
    exited,
    output,
    memory: () => memoryOf(child.pid!),
    async stop() {
      if (!dead) child.kill('SIGTERM');
      return exited;
    },
    async kill9() {
      if (!dead) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** The ceiling: a bare node:http hello world in its own process. */
export async function startHello(): Promise<RunningServer> {
  const port = await freePort();
  const code = `require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'text/plain' }); s.end('hello world'); }).listen(${port}, '127.0.0.1', () => console.log('up'));`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', () => reject(new Error('hello world server exited')));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    child,
    exited,
    output: () => '',
    memory: () => memoryOf(child.pid!),
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
    kill9: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
