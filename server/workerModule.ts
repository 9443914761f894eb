import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Where a worker thread's module is, for the module `here` (its import.meta.url) that starts it. From
 * the sources (tsx, the tests) it is `<name>.ts` beside that module; in the bundle (scripts/
 * build-server.mjs) that module is part of build/server/main.mjs, and the worker is the build's entry
 * point `<name>.mjs` beside it.
 */
export function workerModule(here: string, name: string): { filename: string; execArgv: string[] } {
  if (!here.endsWith('.ts')) return { filename: new URL(`./${name}.mjs`, here).href, execArgv: [] };
  // TypeScript needs tsx's loader in the thread too. Named here rather than inherited, because a test
  // runner's process has no loader flags of its own to pass on.
  const tsx = pathToFileURL(createRequire(here).resolve('tsx')).href;
  return { filename: new URL(`./${name}.ts`, here).href, execArgv: ['--import', tsx] };
}

/**
 * Code that starts the worker module `name` in a thread made with `new Worker(code, { eval: true })`.
 * From the sources, tsx's loader is registered inside the thread first: named in a plain Worker's
 * execArgv, it did not reach the thread's imports (its entry and what that imports failed as an
 * unknown ".ts" extension).
 */
export function workerStart(here: string, name: string): string {
  const { filename } = workerModule(here, name);
  if (!filename.endsWith('.ts')) return `import(${JSON.stringify(filename)})`;
  const api = pathToFileURL(join(dirname(createRequire(here).resolve('tsx/package.json')), 'dist', 'esm', 'api', 'index.mjs')).href;
  return `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(filename)}); })`;
}
