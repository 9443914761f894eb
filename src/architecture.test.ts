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
  ])('%s may not: %s', async (file, code) => {
    expect(await restricted(file, `${code}\nexport {};\n`)).toBe(true);
  });

  it.each([
    ['src/features/feed/x.ts', "import { Button } from '@/design';"],
    ['src/features/feed/x.ts', "import { BlogPage } from '@/features/blog';"],
    ['src/app/x.ts', "import { HomePage } from '@/features/feed';"],
    ['server/x.ts', "import { MESSAGES } from '../src/contract/index.ts';"],
  ])('%s may: %s', async (file, code) => {
    expect(await restricted(file, `${code}\nexport {};\n`)).toBe(false);
  });
});
