// `npm test`: every test layer: lint, typecheck, unit + api (Vitest, node), stories + visual (Vitest,
// browser), then the e2e journeys (Playwright). Prints each layer's time, then one `N passed, N failed`
// line summed over every runner (the last line: .ci/run reads it).
// Usage: node scripts/test.mjs [--only=lint,typecheck,vitest,e2e] [--vitest-project=api] [--e2e-grep=@tag]
//
// The layers all start together, each at a priority (nice) by how much it decides the run's end:
// e2e, api, browser and unit are long chains of work that cannot use both cores alone; typecheck,
// lint and the catalogues take what they leave idle (docs/decisions/0019-test-loop-priorities.md).
// Each layer's output is kept in test-results/<layer>.log and printed in one piece when the layer
// ends, so their lines do not mix.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync, createWriteStream } from 'node:fs';
import { meterTree } from './cpu-meter.mjs';

const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--only='))?.slice(7).split(',');
const projects = args.filter((a) => a.startsWith('--vitest-project=')).map((a) => a.slice(17));
// Only the journeys whose title or tag matches (.ci/run: the upload journeys again with object storage).
const e2eGrep = args.find((a) => a.startsWith('--e2e-grep='))?.slice(11);
const want = (step) => !only || only.includes(step);
mkdirSync('test-results', { recursive: true });

/**
 * The browser layers need a Chromium. `npm test` is the whole set-up after `npm ci`: when none is
 * found and this user may install packages (root, or sudo without a password), it runs
 * scripts/setup-system.sh; otherwise it stops with one line saying what to run.
 */
function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  if (candidates.some((p) => existsSync(p))) return;
  const root = process.getuid?.() === 0;
  const sudo = !root && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
  if ((root || sudo) && existsSync('/usr/bin/apt-get')) {
    console.log('npm test: no Chromium found; installing it with scripts/setup-system.sh');
    const r = spawnSync('bash', ['scripts/setup-system.sh'], { stdio: 'inherit' });
    if (r.status === 0 && ['/usr/bin/chromium', '/usr/bin/chromium-browser'].some((p) => existsSync(p))) return;
  }
  console.error('npm test: no Chromium found for the browser tests. Run `sudo bash scripts/setup-system.sh` (or set CHROMIUM_PATH), then `npm test` again.');
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}

const NODE_PROJECTS = ['unit', 'api'];
const BROWSER_PROJECTS = ['storybook', 'visual'];
const chosen = (list) => (projects.length === 0 ? list : list.filter((p) => projects.includes(p)));
const browserProjects = want('vitest') ? chosen(BROWSER_PROJECTS) : [];
if (browserProjects.length > 0 || want('e2e')) ensureChromium();

let passed = 0;
let failed = 0;
const failures = [];
// Each failed test by name, printed again just above the summary line so a log's tail names them.
const failedTests = [];
/** A failure's first lines, without colours: what a log's tail needs to tell a flake from a defect. */
const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const firstLines = (message = '') =>
  String(message)
    .replace(COLOURS, '')
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 6)
    .map((line) => `\n    ${line.slice(0, 300)}`)
    .join('');
/** Each layer's wall time and CPU time (its processes' user + system seconds), in the order they ended. */
const timings = [];

/**
 * How nice each layer runs. e2e, api, the browser layer and unit are chains that decide the run's end
 * (one Chromium page at a time, one or two test files at a time): they share the machine evenly. Three
 * at a time at one priority left api one third of a core (736 s of wall for 268 s of CPU); the browser
 * layer behind the others (nice 10) then ran alone at the end on one core. Typecheck, lint and the
 * catalogues have no clock to race and fill what is idle.
 */
const NICENESS = { e2e: 0, api: 0, browser: 0, unit: 0, typecheck: 5, lint: 5, catalogues: 5 };

/** Runs one layer with its output in test-results/<name>.log, printed when it ends; resolves to its success. */
function run(name, cmd, cmdArgs, env = {}) {
  const log = `test-results/${name}.log`;
  const started = Date.now();
  console.log(`=== ${name} started: ${cmd} ${cmdArgs.join(' ')}`);
  return new Promise((resolve) => {
    const out = createWriteStream(log);
    // /usr/bin/time would need installing; bash's `times` after the command gives its children's CPU.
    const child = spawn('nice', ['-n', String(NICENESS[name] ?? 0), 'bash', '-c', `"$@"; s=$?; times >&3; exit $s`, 'layer', cmd, ...cmdArgs], {
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    });
    const meter = meterTree(child.pid);
    // Kept in memory too: printed from there (a file under test-results/ can be removed meanwhile).
    const chunks = [];
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (d) => chunks.push(d));
      stream.pipe(out, { end: false });
    }
    let times = '';
    child.stdio[3].on('data', (d) => (times += d));
    child.on('close', (code) => {
      out.end(() => {
        const wall = (Date.now() - started) / 1000;
        // `times` prints the shell's own line, then its children's: "0m12.340s 0m1.230s".
        const waited = (times.trim().split('\n')[1] ?? '').split(/\s+/).reduce((sum, t) => {
          const m = /^(\d+)m([\d.]+)s$/.exec(t);
          return m ? sum + Number(m[1]) * 60 + Number(m[2]) : sum;
        }, 0);
        // `times` misses the workers nobody waited for; the sampled tree misses a process's last
        // fraction of a second: each is a lower bound, so the larger one is the figure.
        const cpu = Math.max(waited, meter.stop());
        timings.push({ name, wall, cpu });
        console.log(`\n=== ${name}: ${cmd} ${cmdArgs.join(' ')} (${wall.toFixed(0)} s)`);
        process.stdout.write(Buffer.concat(chunks));
        resolve(code === 0);
      });
    });
  });
}

async function step(name, cmd, cmdArgs) {
  if (await run(name, cmd, cmdArgs)) passed += 1;
  else {
    failed += 1;
    failures.push(name);
  }
}

/** One Vitest run of `list` projects, counted from its JSON report. */
async function vitest(name, list) {
  const out = `test-results/vitest-${name}.json`;
  rmSync(out, { force: true });
  const projectArgs = list.flatMap((p) => ['--project', p]);
  // The api files each have a database of their own (server/test/dbTemplate.ts: a copy of the embedded
  // template, or on PostgreSQL a database copied from a migrated one): two at a time give the layer
  // two threads' share of the machine beside e2e, and use both cores on PostgreSQL alone.
  if (list.length === 1 && list[0] === 'api') projectArgs.push('--fileParallelism', '--maxWorkers=2');
  const ok = await run(name, 'npx', ['vitest', 'run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
  if (!existsSync(out)) {
    failed += 1;
    failures.push(`${name} (no report)`);
    return;
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A file that fails to load has no tests but is a failure all the same.
  const brokenFiles = report.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0);
  failed += brokenFiles.length;
  for (const file of report.testResults) {
    const where = file.name.replace(`${process.cwd()}/`, '');
    for (const t of file.assertionResults) if (t.status === 'failed') failedTests.push(`vitest ${where}: ${t.fullName}${firstLines(t.failureMessages?.[0])}`);
    if (file.status === 'failed' && file.assertionResults.length === 0) failedTests.push(`vitest ${where}: did not load`);
  }
  if (!ok && report.numFailedTests === 0 && brokenFiles.length === 0) failed += 1;
  if (report.numTotalTests === 0) {
    console.error(`${name}: vitest ran no test`);
    failed += 1;
  }
}

async function e2e() {
  const out = 'test-results/playwright.json';
  rmSync(out, { force: true });
  const ok = await run('e2e', 'npx', ['playwright', 'test', ...(e2eGrep ? ['--grep', e2eGrep] : [])], { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
  if (!existsSync(out)) {
    failed += 1;
    failures.push('e2e (no report)');
    return;
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
  if (!ok && report.stats.unexpected === 0) failed += 1;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const unexpected = spec.tests.find((t) => t.status === 'unexpected');
      if (unexpected) failedTests.push(`e2e ${spec.file}: ${[...titles, spec.title].join(' › ')}${firstLines(unexpected.results?.at(-1)?.error?.message)}`);
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
}

const started = Date.now();
const layers = [
  want('e2e') && (() => e2e()),
  ...(want('vitest') ? chosen(NODE_PROJECTS).reverse().map((p) => () => vitest(p, [p])) : []),
  // Both keep what they learnt in node_modules/.cache for the next run in this copy (a fresh clone
  // has none and checks everything): tsc rechecks what changed and what depends on it; eslint, whose
  // rules read one file at a time (no type information), relints the files whose content changed.
  want('typecheck') && (() => step('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit', '--incremental', '--tsBuildInfoFile', 'node_modules/.cache/tsc/typecheck.tsbuildinfo'])),
  want('lint') && (() => step('lint', 'npx', ['eslint', '.', '--max-warnings=-1', '--cache', '--cache-strategy', 'content', '--cache-location', 'node_modules/.cache/eslint/'])),
  // The catalogues hold every message the code says (the unit layer checks each is translated).
  want('lint') && (() => step('catalogues', 'node', ['scripts/i18n-check.mjs'])),
  browserProjects.length > 0 && (() => vitest('browser', browserProjects)),
].filter(Boolean);
await Promise.all(layers.map((layer) => layer()));
const total = (Date.now() - started) / 1000;

if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
if (failedTests.length) console.log(`\n${failedTests.map((t) => `failed test: ${t}`).join('\n')}`);
console.log(`\nTime per layer (wall s, CPU s = user + sys of its processes; all at once, by priority):`);
for (const t of timings) console.log(`  ${t.name.padEnd(10)} ${t.wall.toFixed(0).padStart(5)} s wall ${t.cpu.toFixed(0).padStart(6)} s CPU`);
console.log(`  ${'total'.padEnd(10)} ${total.toFixed(0).padStart(5)} s wall`);
console.log(`\n${passed} passed, ${failed} failed`);
// Not process.exit(): into a pipe (`npm test | tee`, as .ci/run does) a layer's output longer than the
// pipe's 64 KB is written in the background, and exiting at once dropped it and every line after it,
// the summary included. Setting the code lets Node finish writing, then end.
process.exitCode = failed === 0 ? 0 : 1;
