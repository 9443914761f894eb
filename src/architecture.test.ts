// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// The one-way arrows of ARCHITECTURE.md are lint rules; these cases prove a wrong import fails lint.
const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(filePath: string, code: string): Promise<boolean> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.some((m) => m.ruleId === "no-restricted-imports");
}

describe('import zones', { timeout: 30_000 }, () => {
  it.each([
    ['src/design/x.ts', "import { HomePage } from '@/features/feed';"],
    ['src/design/x.ts', "import { api } from '@/lib';"],
    ['src/lib/x.ts', "import { Button } from '@/design';"],
    ['src/contract/x.ts', "import { api } from '../lib/index.ts';"],
    ['src/features/feed/x.ts', "import { App } from '@/app/App.tsx';"],
    ['src/features/feed/x.ts', "import { x } from '@/features/blog/components/BlogBody.tsx';"],
    ['server/x.ts', "import { api } from '../src/lib/index.ts';"],
    ['server/x.ts', "import { Button } from '../src/design/index.ts';"],
    ['src/app/x.ts', "import { seo } from '../../server/web/seo.ts';"],
    ['src/lib/x.ts', "import { x } from '../../server/config.ts';"],
  ])('%s may not: %s', async (file, code) => {
    expect(await restricted(file, `${code}\nexport {};\n`)).toBe(true);
  });

  it.each([
    ['src/features/feed/x.ts', "import { Button } from '@/design';"],
    ['src/features/feed/x.ts', "import { BlogPage } from '@/features/blog';"],
    ['src/app/x.ts', "import { HomePage } from '@/features/feed';"],
    ['server/x.ts', "import { MESSAGES } from '../src/contract/index.ts';"],
    // A package's server entry is not the project's server/ (the app's server render, src/app/ssr.tsx).
    ['src/app/x.ts', "import { renderToString } from 'react-dom/server';"],
  ])('%s may: %s', async (file, code) => {
    expect(await restricted(file, `${code}\nexport {};\n`)).toBe(false);
  });
});

// No import cycles in src/ or server/: checked here (not by an ESLint plugin) because the resolver
// those plugins need ships native bindings this machine's registry does not carry for every platform.
// Reads and parses every module: 4 s alone, 41 s beside the other layers of `npm test`, past 90 s on a
// machine loaded by more than the run (no clock is being tested here: the limit only ends a hang).
describe('import graph', { timeout: 240_000 }, () => {
  it('has no cycles', async () => {
    const ts = (await import('typescript')).default;
    const { readdirSync, readFileSync, existsSync, statSync } = await import('node:fs');
    const { join, dirname, resolve } = await import('node:path');
    const root = process.cwd();
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.(ts|tsx)$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) && !name.endsWith('.d.ts')) files.push(full);
      }
    };
    walk(join(root, 'src'));
    walk(join(root, 'server'));
    const resolveImport = (from: string, spec: string): string | null => {
      let base: string;
      if (spec.startsWith('@/')) base = join(root, 'src', spec.slice(2));
      else if (spec.startsWith('.')) base = resolve(dirname(from), spec);
      else return null;
      for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
        if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
      }
      return null;
    };
    const graph = new Map<string, string[]>();
    for (const file of files) {
      const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      // Type-only imports vanish at run time but still count: a cycle of types is a design smell too.
      graph.set(file, info.importedFiles.map((i) => resolveImport(file, i.fileName)).filter((f): f is string => Boolean(f)));
    }
    const state = new Map<string, 'visiting' | 'done'>();
    const cycles: string[] = [];
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'visiting') {
        cycles.push([...path.slice(path.indexOf(file)), file].map((f) => f.slice(root.length + 1)).join(' -> '));
        return;
      }
      state.set(file, 'visiting');
      for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of graph.keys()) visit(file, []);
    expect(cycles).toEqual([]);
  });
});
