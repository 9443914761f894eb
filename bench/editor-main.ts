// The editor benchmark only: npm run bench:editor [-- --no-build] [--runs=3] [--presses=50] [--against=<git ref>]
// Builds the app (vite build) unless --no-build, then see bench/editor.ts; writes bench/results/<date>.json.
// --against=<ref> also builds that commit's front end (a git worktree sharing node_modules) and runs
// the same benchmark on it, in the same run and on the same server, so old and new figures sit side by side.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeEditor, editorBench, type EditorResult } from './editor.ts';
import { ROOT } from './lib/server.ts';
import { saveResults } from './lib/results.ts';

const args = process.argv.slice(2);
const num = (name: string, def: number) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? def);
const dist = args.find((a) => a.startsWith('--dist='))?.split('=')[1];
const against = args.find((a) => a.startsWith('--against='))?.split('=')[1];
if (!args.includes('--no-build') && !dist) {
  console.log('building the app (vite build) ...');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
}

/** The front end of `ref`, built into a worktree of its own; answers its dist and a clean-up. */
function buildAt(ref: string): { dist: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'inkwell-editor-baseline-'));
  rmSync(dir, { recursive: true, force: true });
  execFileSync('git', ['worktree', 'add', '--detach', dir, ref], { cwd: ROOT, stdio: 'inherit' });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  console.log(`building ${ref} (vite build) ...`);
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: dir, stdio: 'inherit' });
  return { dist: join(dir, 'dist'), remove: () => execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: ROOT }) };
}

const options = { loadRuns: num('runs', 3), presses: num('presses', 50) };
let baseline: (EditorResult & { ref: string }) | undefined;
if (against) {
  const old = buildAt(against);
  try {
    console.log(`editor at ${against}:`);
    baseline = { ...(await editorBench({ ...options, distDir: old.dist })), ref: against };
  } finally {
    old.remove();
  }
}
console.log('editor now:');
const editor = await editorBench({ ...options, distDir: dist });
if (baseline) {
  console.log(`\nat ${against}:`);
  for (const line of describeEditor(baseline)) console.log(`  ${line}`);
  console.log('now:');
}
for (const line of describeEditor(editor)) console.log(baseline ? `  ${line}` : line);
if (!args.includes('--no-save')) saveResults({ editor, ...(baseline ? { editorBaseline: baseline } : {}) });
