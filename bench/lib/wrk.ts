import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface WrkResult {
  rps: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx or 3xx, and socket errors. */
  non2xx: number;
  errors: number;
  requests: number;
}

export interface Target {
  method?: 'GET' | 'POST';
  path: string;
  /** Rotated in order, one per request. */
  bodies?: string[];
  /** Rotated independently of the bodies (Authorization headers). */
  tokens?: string[];
  /** Sent with every request (a browser's Accept-Encoding). */
  headers?: Record<string, string>;
  /** A Lua expression that builds each body (with `pick(list)`), instead of fixed bodies. */
  luaBody?: string;
  luaLists?: Record<string, string[]>;
  /** Each connection waits a random time between these (ms) before its next request: a paced load. */
  delayMs?: [number, number];
  /**
   * Requests a second over all connections, held on a schedule (an open load): each request waits for
   * the next slot of its thread's schedule, slots a jittered (0.5-1.5x) interval apart, so slow answers
   * do not lower the rate as a fixed pause between one connection's requests does (that gave 50 / (pause +
   * latency): 284 of 300 asked at 10 ms). A schedule that fell behind sends at once, catching up at most
   * a second.
   */
  rate?: number;
  /** A whole wrk Lua script of its own (request, delay, response), instead of the above. */
  script?: string;
}

const lua = (s: string) => JSON.stringify(s); // JSON string escapes are valid Lua string escapes for our ASCII data

function script(t: Target, threads: number): string {
  const lines: string[] = [
    'local counter = 0',
    `local method = ${lua(t.method ?? (t.bodies || t.luaBody ? 'POST' : 'GET'))}`,
    `local path = ${lua(t.path)}`,
    `local bodies = {${(t.bodies ?? []).map(lua).join(',')}}`,
    `local tokens = {${(t.tokens ?? []).map(lua).join(',')}}`,
  ];
  for (const [name, list] of Object.entries(t.luaLists ?? {})) lines.push(`local ${name} = {${list.map(lua).join(',')}}`);
  lines.push(
    'local function pick(list) return list[math.random(#list)] end',
    'function setup(thread) thread:set("id", math.random(1000)) end',
    'function init(args) math.randomseed(os.time() + id); counter = id end',
    'function request()',
    '  counter = counter + 1',
    `  local headers = {${Object.entries(t.headers ?? {}).map(([k, v]) => `[${lua(k)}] = ${lua(v)}`).join(', ')}}`,
    '  local body = nil',
    '  if #bodies > 0 then body = bodies[(counter % #bodies) + 1] end',
    t.luaBody ? `  body = ${t.luaBody}` : '',
    '  if body then headers["Content-Type"] = "application/json" end',
    '  if #tokens > 0 then headers["Authorization"] = "Bearer " .. tokens[(counter % #tokens) + 1] end',
    '  return wrk.format(method, path, headers, body)',
    'end',
    t.delayMs ? `function delay() return math.random(${Math.round(t.delayMs[0])}, ${Math.round(t.delayMs[1])}) end` : '',
    t.rate ? pacer((threads * 1000) / t.rate) : '',
    // No response(): with one, wrk copies every answer's headers and body into Lua, on the same
    // cores as the server (a 7.6 KB blog cost it more than a hello world). wrk counts the non-2xx itself.
  );
  return lines.join('\n');
}

/**
 * wrk's delay() on a schedule of one thread (its own Lua state): slots `intervalMs` apart on average,
 * the wall clock read through LuaJIT's FFI (wrk's Lua has no clock finer than a second).
 */
function pacer(intervalMs: number): string {
  return [
    'local ffi = require("ffi")',
    'ffi.cdef[[ typedef struct { long tv_sec; long tv_nsec; } pacer_timespec; int clock_gettime(int clock, pacer_timespec *t); ]]',
    'local clock = ffi.new("pacer_timespec")',
    'local function now_ms() ffi.C.clock_gettime(1, clock); return tonumber(clock.tv_sec) * 1000 + tonumber(clock.tv_nsec) / 1e6 end',
    'local due = nil',
    'function delay()',
    '  local now = now_ms()',
    '  if due == nil or due < now - 1000 then due = now end',
    `  due = due + ${intervalMs} * (0.5 + math.random())`,
    '  if due <= now then return 0 end',
    '  return math.floor(due - now)',
    'end',
  ].join('\n');
}

function ms(v: string, unit: string) {
  const n = Number(v);
  return unit === 'us' ? n / 1000 : unit === 's' ? n * 1000 : unit === 'm' ? n * 60_000 : n;
}

/** Runs wrk --latency against a target and parses requests/s, p50, p99 and failures. */
export async function wrk(base: string, t: Target, opts: { seconds?: number; connections?: number; threads?: number } = {}): Promise<WrkResult> {
  const dir = mkdtempSync(join(tmpdir(), 'wrk-'));
  const file = join(dir, 'script.lua');
  const threads = opts.threads ?? 2;
  writeFileSync(file, t.script ?? script(t, threads));
  const args = ['--latency', '-t', String(threads), '-c', String(opts.connections ?? 50), '-d', `${opts.seconds ?? 10}s`, '--timeout', '10s', '-s', file, base + t.path];
  try {
    const stdout = await new Promise<string>((resolve, reject) =>
      execFile('wrk', args, { maxBuffer: 10_000_000 }, (err, out, errOut) => (err ? reject(new Error(`${err.message}\n${errOut}`)) : resolve(out))),
    );
    const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? 0);
    const pct = (p: string) => {
      const m = new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s|m)`).exec(stdout);
      return m ? Math.round(ms(m[1], m[2]) * 100) / 100 : NaN;
    };
    const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0);
    const errs = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
    const errors = errs ? errs.slice(1).reduce((a, b) => a + Number(b), 0) : 0;
    const requests = Number(/(\d+) requests in/.exec(stdout)?.[1] ?? 0);
    return { rps: Math.round(rps), p50: pct('50'), p99: pct('99'), non2xx, errors, requests };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
