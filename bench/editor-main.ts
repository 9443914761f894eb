// The editor benchmark only: npm run bench:editor [-- --no-build] [--runs=3] [--presses=50]
// Builds the app (vite build) unless --no-build, then see bench/editor.ts; writes bench/results/<date>.json.
import { execFileSync } from 'node:child_process';
import { describeEditor, editorBench } from './editor.ts';
import { ROOT } from './lib/server.ts';
import { saveResults } from './lib/results.ts';

const args = process.argv.slice(2);
const num = (name: string, def: number) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? def);
const dist = args.find((a) => a.startsWith('--dist='))?.split('=')[1];
if (!args.includes('--no-build') && !dist) {
  console.log('building the app (vite build) ...');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
}
const editor = await editorBench({ loadRuns: num('runs', 3), presses: num('presses', 50), distDir: dist });
for (const line of describeEditor(editor)) console.log(line);
if (!args.includes('--no-save')) saveResults({ editor });
