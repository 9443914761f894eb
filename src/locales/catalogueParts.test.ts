import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import linguiConfig from '../../lingui.config.ts';

/**
 * The app's catalogue comes in parts (lingui.config.ts): the base with the app, the others with the
 * screens that say their messages (src/app/router.tsx names each screen's part). A component whose
 * messages are in a part its screen does not load would show message ids, not words. So: from the
 * app's entry, and from each screen with its own part, follow the imports the code really makes
 * (through the features' index files, name by name, as the bundler does) and check that no file
 * reached says a message kept in a part that screen does not load.
 */
const ROOT = process.cwd();
const APP_CATALOGUES = linguiConfig.catalogs!.filter((c) => c.path.includes('/src/locales/'));
const partOf = (path: string) => /src\/locales\/(?:([a-z]+)\/)?\{locale\}/.exec(path)?.[1] ?? 'base';
const expand = (p: string) => resolve(p.replace('<rootDir>', ROOT));
const PARTS = APP_CATALOGUES.filter((c) => partOf(c.path) !== 'base').map((c) => ({ part: partOf(c.path), include: (c.include ?? []).map(expand) }));

/** The part a file's messages go to (lingui.config.ts's include lists), or base. */
function partOfFile(file: string): string {
  return PARTS.find(({ include }) => include.some((dir) => file === dir || file.startsWith(`${dir}/`) || file.startsWith(`${dir}.`)))?.part ?? 'base';
}

const saysMessages = (source: string) => /from '@lingui\/(?:react\/)?macro'|\/\*i18n\*\//.test(source);

function resolveSpec(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = join(ROOT, 'src', spec.slice(2));
  else if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else return null;
  for (const c of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) if (existsSync(c) && statSync(c).isFile()) return c;
  return null;
}

const sources = new Map<string, string>();
const read = (file: string) => sources.get(file) ?? (sources.set(file, readFileSync(file, 'utf8')), sources.get(file)!);

/** The names a module declares as exported itself (`export const x`, `export function f`, `export { a, b }`). */
function ownExports(file: string): Set<string> {
  const body = read(file);
  const names = new Set<string>();
  for (const m of body.matchAll(/export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|enum)\s+([\w$]+)/g)) names.add(m[1]);
  for (const m of body.matchAll(/export\s*\{([^}]*)\}(?!\s*from)/g)) {
    for (const spec of m[1].split(',').map((x) => x.trim()).filter(Boolean)) names.add(spec.split(/\s+as\s+/).at(-1)!);
  }
  return names;
}

/**
 * A file made only of `export ... from` lines (a feature's index, the contract's): where each name
 * it re-exports comes from. `export * from` lines are followed for the names their module exports.
 */
function reExports(file: string): Map<string, string[]> | null {
  const body = read(file).replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
  const statements = body.split(';').map((s) => s.trim()).filter(Boolean);
  const named = new Map<string, string>();
  const stars: string[] = [];
  for (const s of statements) {
    if (/^export\s+type\s+\*\s+from\s+'[^']+'$/.test(s)) continue;
    const star = /^export\s+\*\s+from\s+'([^']+)'$/.exec(s);
    if (star) {
      const target = resolveSpec(file, star[1]);
      if (target) stars.push(target);
      continue;
    }
    const m = /^export\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'$/.exec(s);
    if (!m) return null;
    if (m[1]) continue;
    const target = resolveSpec(file, m[3]);
    for (const spec of m[2].split(',').map((x) => x.trim()).filter((x) => x && !x.startsWith('type '))) {
      const [imported, exported = imported] = spec.split(/\s+as\s+/);
      if (target) named.set(exported, `${target}#${imported}`);
    }
  }
  const out = new Map<string, string[]>();
  for (const [name, to] of named) out.set(name, [to]);
  for (const target of stars) {
    const inner = reExports(target);
    const names = inner ? [...inner.keys()] : [...ownExports(target)];
    for (const name of names) if (!out.has(name)) out.set(name, [`${target}#${name}`]);
  }
  return out;
}

/** What a file imports: each target file with the names it takes (null: the whole module). */
function importsOf(file: string): { target: string; names: string[] | null }[] {
  const out: { target: string; names: string[] | null }[] = [];
  const source = read(file);
  const statement = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*'([^']+)'|(?:^|\n)\s*import\s*'([^']+)'|import\(\s*'([^']+)'\s*\)/g;
  for (const m of source.matchAll(statement)) {
    const spec = m[4] ?? m[5] ?? m[6];
    const target = resolveSpec(file, spec);
    if (!target || m[2]) continue;
    const clause = m[3] ?? '';
    const braces = /\{([^}]*)\}/.exec(clause);
    const whole = m[5] !== undefined || m[6] !== undefined || clause.includes('*') || !braces || clause.replace(/\{[^}]*\}/, '').replace(/[\s,]/g, '') !== '';
    let names = whole ? null : braces![1].split(',').map((x) => x.trim()).filter((x) => x && !x.startsWith('type ')).map((x) => x.split(/\s+as\s+/)[0]);
    // `import('x').then((m) => ({ default: m.Name }))` (a lazy component) takes only the names it reads.
    if (m[6] !== undefined) {
      const then = /^\s*\.then\(\s*\(?\s*([\w$]+)\s*\)?\s*=>([^;]{0,200})/.exec(source.slice(m.index! + m[0].length));
      if (then) names = [...then[2].matchAll(new RegExp(`\\b${then[1]}\\.([\\w$]+)`, 'g'))].map((x) => x[1]);
    }
    if (names && names.length === 0) continue;
    out.push({ target, names });
  }
  return out;
}

/** The screens with their own parts: `screen(() => import('./routes/X.tsx'), 'part', ...)` in the router. */
const ROUTER = join(ROOT, 'src/app/router.tsx');
const SCREENS = [...read(ROUTER).matchAll(/screen\(\(\) => import\('([^']+)'\),\s*('[a-z]+'(?:,\s*'[a-z]+')*)\)/g)].map((m) => ({
  file: resolveSpec(ROUTER, m[1])!,
  parts: [...m[2].matchAll(/'([a-z]+)'/g)].map((p) => p[1]),
}));
const screenParts = new Map(SCREENS.map((s) => [s.file, s.parts]));

/** Every file reached from `start`, not entering the screens that load a part `parts` lacks. */
function reached(start: string, parts: string[]): Set<string> {
  const seen = new Set<string>();
  const todo: { file: string; names: string[] | null }[] = [{ file: start, names: null }];
  while (todo.length) {
    const { file, names } = todo.pop()!;
    const own = screenParts.get(file);
    if (own && own.some((p) => !parts.includes(p))) continue;
    const barrel = reExports(file);
    if (barrel && names) {
      for (const name of names) {
        for (const to of barrel.get(name) ?? []) {
          const [target, imported] = to.split('#');
          todo.push({ file: target, names: [imported] });
        }
      }
      continue;
    }
    if (seen.has(file)) continue;
    seen.add(file);
    if (/\.tsx?$/.test(file)) for (const i of importsOf(file)) todo.push({ file: i.target, names: i.names });
  }
  return seen;
}

/** Files reached that say messages kept in a part other than base and `parts`. */
function misplaced(files: Set<string>, parts: string[]): string[] {
  return [...files].filter((f) => saysMessages(read(f)) && !['base', ...parts].includes(partOfFile(f))).map((f) => `${relative(ROOT, f)} (${partOfFile(f)})`);
}

describe('the parts of the app’s catalogue', () => {
  it('has screens that load their own part, and parts that hold messages', () => {
    expect(PARTS.map((p) => p.part).sort()).toEqual([...new Set(SCREENS.flatMap((s) => s.parts))].sort());
    for (const { part } of PARTS) expect(SCREENS.some((s) => s.parts.includes(part)), part).toBe(true);
  });

  it('leave no message the app’s entry reaches outside the base part', () => {
    const files = reached(join(ROOT, 'src/app/main.tsx'), []);
    // The walk does reach the app's screens, not just its entry.
    expect([...files].some((f) => f.endsWith('features/blog/components/BlogPage/BlogPage.tsx'))).toBe(true);
    expect(misplaced(files, [])).toEqual([]);
  });

  it.each(SCREENS.map((s) => [relative(ROOT, s.file), s.parts.join(' and ')] as const))('leave nothing %s reaches outside base and its own parts (%s)', (file, parts) => {
    expect(misplaced(reached(join(ROOT, file), parts.split(' and ')), parts.split(' and '))).toEqual([]);
  });
});
