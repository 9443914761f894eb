// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// One shape for every feature (ARCHITECTURE.md): components/Name/{Name.tsx, Name.css.ts, Name.stories.tsx, index.ts},
// forms/, hooks/ holding only hooks, model/ for rules and helpers (Editor.js's tools and plugins too),
// no other folder, no stylesheet shared by several components.
const features = join(process.cwd(), 'src/features');
const dirs = (p: string) => (existsSync(p) ? readdirSync(p).filter((n) => statSync(join(p, n)).isDirectory()) : []);
const files = (p: string) => (existsSync(p) ? readdirSync(p).filter((n) => statSync(join(p, n)).isFile()) : []);

describe('feature folders', () => {
  it('each component is a folder named after it, with its module, its index and only its own stylesheet', () => {
    const wrong: string[] = [];
    for (const feature of dirs(features)) {
      const components = join(features, feature, 'components');
      for (const loose of files(components)) wrong.push(`${feature}/components/${loose}: not in a component folder`);
      for (const name of dirs(components)) {
        const here = files(join(components, name));
        if (!here.includes(`${name}.tsx`)) wrong.push(`${feature}/components/${name}: no ${name}.tsx`);
        if (!here.includes('index.ts')) wrong.push(`${feature}/components/${name}: no index.ts`);
        for (const css of here.filter((f) => f.endsWith('.css.ts'))) if (css !== `${name}.css.ts`) wrong.push(`${feature}/components/${name}/${css}: a stylesheet not named after its component`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('no component imports another component’s stylesheet', () => {
    const wrong: string[] = [];
    for (const feature of dirs(features)) {
      const components = join(features, feature, 'components');
      for (const name of dirs(components)) {
        for (const file of files(join(components, name)).filter((f) => /\.tsx?$/.test(f))) {
          for (const m of readFileSync(join(components, name, file), 'utf8').matchAll(/from '([^']+\.css(?:\.ts)?)'/g)) {
            if (!m[1].startsWith(`./${name}.css`) && !m[1].startsWith('@/design/')) wrong.push(`${feature}/components/${name}/${file} imports ${m[1]}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a feature has no folders but components/, forms/, hooks/ and model/ (and a visual test’s screenshots)', () => {
    const allowed = new Set(['components', 'forms', 'hooks', 'model', '__screenshots__']);
    const wrong: string[] = [];
    for (const feature of dirs(features)) for (const d of dirs(join(features, feature))) if (!allowed.has(d)) wrong.push(`${feature}/${d}`);
    expect(wrong).toEqual([]);
  });

  it('hooks/ folders hold only hooks', () => {
    const wrong: string[] = [];
    for (const feature of dirs(features)) for (const f of files(join(features, feature, 'hooks'))) if (!/^use[A-Z]\w*\.tsx?$/.test(f)) wrong.push(`${feature}/hooks/${f}`);
    expect(wrong).toEqual([]);
  });

  it('no story export is a dark copy (the runner tests every story in both themes)', () => {
    const found: string[] = [];
    const walk = (p: string) => {
      for (const n of readdirSync(p)) {
        const full = join(p, n);
        if (statSync(full).isDirectory()) walk(full);
        else if (n.endsWith('.stories.tsx')) for (const m of readFileSync(full, 'utf8').matchAll(/export const (\w+Dark)\b/g)) found.push(`${n}: ${m[1]}`);
      }
    };
    walk(join(process.cwd(), 'src'));
    walk(join(process.cwd(), 'stories'));
    expect(found).toEqual([]);
  });
});
