import { spawn } from 'node:child_process';
import { meterTree } from './cpu-meter.mjs';
const [cmd, ...args] = process.argv.slice(2);
const t = Date.now();
const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'inherit'] });
const m = meterTree(child.pid);
child.stdout.on('data', (d) => { const s = String(d); for (const l of s.split('\n')) if (/Tests |Duration/.test(l)) console.log(l); });
child.on('close', () => console.log(`METER wall ${((Date.now() - t) / 1000).toFixed(0)} s, cpu ${m.stop().toFixed(0)} s`));
