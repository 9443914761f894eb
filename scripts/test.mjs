// `npm test`: every test layer, in order: lint, typecheck, unit + api + stories + visual (Vitest),
// then the e2e journeys (Playwright). Prints one `N passed, N failed` line summed over every runner.
// Usage: node scripts/test.mjs [--only=lint,typecheck,vitest,e2e] [--vitest-project=api]
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';

const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--only='))?.slice(7).split(',');
const projects = args.filter((a) => a.startsWith('--vitest-project=')).map((a) => a.slice(17));
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
const browserProjects = projects.length === 0 || projects.some((p) => p === 'storybook' || p === 'visual');
if ((want('vitest') && browserProjects) || want('e2e')) ensureChromium();

let passed = 0;
let failed = 0;
const failures = [];
// Each failed test by name, printed again just above the summary line so a log's tail names them.
const failedTests = [];

function run(name, cmd, cmdArgs, env = {}) {
  console.log(`\n=== ${name}: ${cmd} ${cmdArgs.join(' ')}`);
  const r = spawnSync(cmd, cmdArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

function step(name, cmd, cmdArgs) {
  if (run(name, cmd, cmdArgs)) passed += 1;
  else {
    failed += 1;
    failures.push(name);
  }
}

if (want('lint')) step('lint', 'npx', ['eslint', '.', '--max-warnings=-1']);
if (want('typecheck')) step('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);

if (want('vitest')) {
  const out = 'test-results/vitest.json';
  rmSync(out, { force: true });
  const projectArgs = projects.flatMap((p) => ['--project', p]);
  const ok = run('vitest', 'npx', ['vitest', 'run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    // A file that fails to load has no tests but is a failure all the same.
    const brokenFiles = report.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0);
    failed += brokenFiles.length;
    for (const file of report.testResults) {
      const where = file.name.replace(`${process.cwd()}/`, '');
      for (const t of file.assertionResults) if (t.status === 'failed') failedTests.push(`vitest ${where}: ${t.fullName}`);
      if (file.status === 'failed' && file.assertionResults.length === 0) failedTests.push(`vitest ${where}: did not load`);
    }
    if (!ok && report.numFailedTests === 0 && brokenFiles.length === 0) failed += 1;
    if (report.numTotalTests === 0) {
      console.error('vitest ran no test');
      failed += 1;
    }
  } else {
    failed += 1;
    failures.push('vitest (no report)');
  }
}

if (want('e2e')) {
  const out = 'test-results/playwright.json';
  rmSync(out, { force: true });
  const ok = run('e2e', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    if (!ok && report.stats.unexpected === 0) failed += 1;
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        if (spec.tests.some((t) => t.status === 'unexpected')) failedTests.push(`e2e ${spec.file}: ${[...titles, spec.title].join(' › ')}`);
      }
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    };
    for (const suite of report.suites ?? []) walk(suite, []);
  } else {
    failed += 1;
    failures.push('e2e (no report)');
  }
}

if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
if (failedTests.length) console.log(`\n${failedTests.map((t) => `failed test: ${t}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
