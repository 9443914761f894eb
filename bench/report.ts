// Prints the markdown tables of a results file: tsx bench/report.ts [bench/results/<date>.json]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/server.ts';
import type { ApiRun } from './api.ts';
import type { EditorResult } from './editor.ts';

const dir = join(ROOT, 'bench/results');
const file = process.argv[2] ?? join(dir, readdirSync(dir).filter((f) => f.endsWith('.json')).sort().pop()!);
const r = JSON.parse(readFileSync(file, 'utf8'));
const b = r.bench;
const lines: string[] = [];
lines.push(`Run of ${r.updatedAt} on ${r.machine.cpus} cores (${r.machine.cpu}), Node ${r.machine.node}; load average at the end ${r.machine.loadavg.join(' / ')}.`);
lines.push(`wrk: ${b.wrk.connections} connections, ${b.wrk.threads} threads, ${b.wrk.secondsPerCall} s per call after a 2 s warm-up.`);
lines.push(`Hello-world ceiling (node:http): **${b.ceiling.rps} req/s** (p50 ${b.ceiling.p50} ms, p99 ${b.ceiling.p99} ms) at the start, ${b.ceilingEnd.rps} req/s at the end.`, '');
const runs = b.runs as ApiRun[];
const calls = runs[0].calls.map((c) => c.call.replace(/ p([2-9]|\d\d+)$/, ' deep page'));
lines.push('| call | ' + runs.map((x) => `${x.db} ${x.size}${x.cache ? '' : ' no cache'}${(x.workers ?? 1) > 1 ? `, ${x.workers} workers` : ''}`).join(' | ') + ' |');
lines.push('|---|' + runs.map(() => '---|').join(''));
calls.forEach((call, i) => {
  lines.push(`| ${call} | ` + runs.map((x) => { const c = x.calls[i]; return `${c.rps} req/s (${c.pctOfCeiling}%), p50 ${c.p50}, p99 ${c.p99} ms${c.cpuUsPerRequest ? `, ${c.cpuUsPerRequest} µs CPU` : ''}${c.non2xx || c.errors ? ` ⚠ ${c.non2xx + c.errors} failed` : ''}`; }).join(' | ') + ' |');
});
lines.push('| RSS after reads (peak) | ' + runs.map((x) => `${x.rssAfterMB} MB (${x.peakRssMB})`).join(' | ') + ' |');
lines.push('| search EXPLAIN ANALYZE, first term / worst term | ' + runs.map((x) => x.explain ? `${x.explain.executionMs} ms / ${x.explain.worstMs} ms ("${x.explain.worstTerm}"), GIN: ${x.explain.usesIndex}` : '').join(' | ') + ' |', '');
for (const x of runs.filter((x) => x.writes)) {
  lines.push(`Writes, ${x.db} ${x.size}: ` + x.writes!.map((w) => `${w.call} ${w.rps} req/s, p99 ${w.p99} ms${w.non2xx || w.errors ? ` (${w.non2xx + w.errors} failed)` : ''}`).join('; ') + `; RSS after ${x.rssAfterWritesMB} MB.`, '');
  if (x.pacedWrites) lines.push(`Writes at ${x.pacedWrites[0].targetRps} req/s asked, ${x.db} ${x.size}: ` + x.pacedWrites.map((w) => `${w.call} ${w.rps} req/s, p50 ${w.p50}, p99 ${w.p99} ms ${w.ok ? '(met)' : '(missed)'}`).join('; ') + '.', '');
}
for (const x of runs.filter((x) => x.mixed)) {
  const m = x.mixed!;
  lines.push(
    `A community's day, ${x.db} ${x.size} (${m.members} members, 90% reads, 10% writes): ` +
      (m.best ? `**${m.best.rps} req/s with p99 ${m.best.p99} ms** (under ${m.p99LimitMs} ms)` : `no rate kept p99 under ${m.p99LimitMs} ms`) +
      `; steps: ${m.steps.map((st) => `${st.targetRps} asked → ${st.rps} req/s, p99 ${st.p99} ms${st.non2xx || st.errors ? ` (${st.non2xx + st.errors} failed)` : ''}`).join('; ')}; RSS after ${x.rssAfterMixedMB} MB (peak ${x.peakRssMB}).`,
    '',
  );
}
for (const x of runs.filter((x) => x.soak)) {
  const s = x.soak!;
  lines.push(
    `Soak, ${x.db} ${x.size} (the community's day at ${s.targetRps} req/s for ${s.seconds} s, after the loads above): resident memory **start ${s.rssStartMB} MB, peak ${s.rssPeakMB} MB, end ${s.rssEndMB} MB**; per minute ` +
      s.minutes.map((m) => `${m.rps} req/s p99 ${m.p99} ms ${m.rssMB} MB${m.non2xx || m.errors ? ` (${m.non2xx + m.errors} failed)` : ''}`).join('; ') + '.',
    '',
  );
}
lines.push('| page | JS (gzip) | CSS (gzip) | JS + CSS | their headers | LCP (4x CPU) | TBT (4x CPU) |', '|---|---|---|---|---|---|---|');
for (const p of b.pages) lines.push(`| ${p.page} (${p.path.slice(0, 30)}) | ${p.jsKB} KB | ${p.cssKB} KB | ${p.totalKB} KB | ${p.headersKB ?? '(counted in)'} KB | ${p.lcpMs} ms | ${p.tbtMs} ms |`);
const editor = b.editor as EditorResult | { measured: false; note: string };
if (editor.measured) {
  const e = editor;
  const typing = (x: EditorResult['typingFloor']) => `${x.keyToPaint.median} ms / ${x.keyToPaint.p95} ms / ${x.keyToPaint.max} ms | ${x.keyToDom.median} ms / ${x.keyToDom.p95} ms | ${x.longTasks}, longest ${x.longestTaskMs} ms | ${x.cpuMsPerPress} ms`;
  lines.push('', `Editor (${e.note}):`, '');
  lines.push('| load of ' + e.load.blocks + ' blocks, from navigation start | blocks in DOM | Editor.js ready | typed character painted | editable (target < ' + e.load.targetMs + ' ms) | renderer+GPU CPU |', '|---|---|---|---|---|---|');
  lines.push(`| median of ${e.load.runs.length} | ${e.load.blocksInDomMs} ms | ${e.load.readyMs} ms | ${e.load.typedPaintMs} ms | **${e.load.editableMs} ms** (${e.load.met ? 'met' : 'missed'}) | ${e.load.cpuMs} ms |`);
  for (const [i, r] of e.load.runs.entries()) lines.push(`| run ${i + 1} (get-blog answered at ${r.getBlogDoneMs} ms; long tasks ${r.longTasks}, ${r.longTasksMs} ms) | ${r.blocksInDomMs} ms | ${r.readyMs} ms | ${r.typedPaintMs} ms | ${r.editableMs} ms | ${r.cpuMs} ms |`);
  lines.push('', '| typing, ' + e.typing.presses + ' presses | key-to-paint median / p95 / max | key-to-DOM median / p95 | long tasks (>= 50 ms) | renderer+GPU CPU per press |', '|---|---|---|---|---|');
  lines.push(`| ${e.typing.blocks} blocks (target < ${e.typing.targetMs} ms: ${e.typing.met ? 'met' : 'missed'}) | ${typing(e.typing)} |`);
  lines.push(`| ${e.typingFloor.blocks} blocks (floor) | ${typing(e.typingFloor)} |`);
} else lines.push('', `Editor: ${editor.note}.`);
const largest = runs.filter((x) => x.db === 'embedded').pop()!.explain!;
lines.push('', `EXPLAIN ANALYZE of a search page at the largest size, the slowest term ("${largest.worstTerm}", ${largest.worstMs} ms), every statement in order:`, '```', largest.worstPlan ?? largest.plan, '```');
console.log(lines.join('\n'));
