import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import os from 'node:os';
import { ROOT } from './server.ts';

/** Merges a part's figures into bench/results/<date>.json (one file per day; parts fill their own keys). */
export function saveResults(part: Record<string, unknown>, file = process.env.BENCH_RESULTS ?? join(ROOT, 'bench/results', `${new Date().toISOString().slice(0, 10)}.json`)) {
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  const current = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const machine = { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, memGB: Math.round(os.totalmem() / 2 ** 30), node: process.version, loadavg: os.loadavg().map((l) => Math.round(l * 10) / 10) };
  writeFileSync(file, JSON.stringify({ ...current, machine, updatedAt: new Date().toISOString(), ...part }, null, 2) + '\n');
  console.log(`results written to ${file}`);
}
