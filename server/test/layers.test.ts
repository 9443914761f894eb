import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALLS } from '../../src/contract/index.ts';

const root = join(import.meta.dirname, '../..');

function files(dir: string, keep: (path: string) => boolean): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...files(path, keep));
    else if (keep(path)) out.push(path);
  }
  return out;
}
const isTestOrStory = (p: string) => /\.(test|stories|browser\.test)\.tsx?$/.test(p) || /(^|\/)(test|testing)\//.test(relative(root, p));

describe('layers (ARCHITECTURE.md)', () => {
  it('no SQL outside server/store and server/db (the job table and the claim too)', () => {
    const offenders = files(join(root, 'server'), (p) => p.endsWith('.ts') && !isTestOrStory(p))
      .filter((p) => !/^server\/(store|db)\//.test(relative(root, p)))
      .filter((p) => /\bsql`|\.query\(|\bdb\.(select|insert|update|delete)\(|\.execute\(/.test(readFileSync(p, 'utf8')));
    expect(offenders.map((p) => relative(root, p))).toEqual([]);
  });

  it('routes validate and answer: no transaction and no SQL fragment in server/routes (the workflows are in server/services)', () => {
    const offenders = files(join(root, 'server/routes'), (p) => p.endsWith('.ts') && !isTestOrStory(p)).flatMap((p) => {
      const text = readFileSync(p, 'utf8');
      const found: string[] = [];
      if (/\.transaction\(/.test(text)) found.push('opens a transaction');
      // `sql`, `SQL` or any other part of drizzle's query language: the query belongs in server/store.
      if (/from\s+['"]drizzle-orm(\/[^'"]*)?['"]/.test(text)) found.push('imports from drizzle-orm');
      return found.map((f) => `${relative(root, p)}: ${f}`);
    });
    expect(offenders).toEqual([]);
  });

  it('every API path appears in src/ once, in the contract’s call table', () => {
    const paths = Object.values(CALLS).map((c) => c.path);
    const sources = files(join(root, 'src'), (p) => /\.tsx?$/.test(p) && !isTestOrStory(p) && !relative(root, p).startsWith('src/contract/'));
    const found: string[] = [];
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      for (const path of paths) if (text.includes(`'${path}'`) || text.includes(`"${path}"`) || text.includes(`\`${path}`)) found.push(`${relative(root, file)}: ${path}`);
    }
    // The app's own routes share a few names with calls (/signin, /signup are pages too).
    const appRoutes = new Set(['/signin', '/signup']);
    expect(found.filter((f) => !appRoutes.has(f.split(': ')[1]))).toEqual([]);
  });

  it('the server registers calls only through the contract’s table (server/routes/call.ts)', () => {
    const sources = files(join(root, 'server'), (p) => p.endsWith('.ts') && !isTestOrStory(p));
    const spelled: string[] = [];
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      for (const call of Object.values(CALLS)) if (text.includes(`'${call.path}'`)) spelled.push(`${relative(root, file)}: ${call.path}`);
    }
    // The server's pages (server/web) answer the app's routes, two of which share a name with a call:
    // GET /signin is the sign-in page's head, not the POST /api/signin call.
    const pageOfAppRoute = (f: string) => f.startsWith('server/web/') && ['/signin', '/signup'].includes(f.split(': ')[1]);
    expect(spelled.filter((f) => !pageOfAppRoute(f))).toEqual([]);
  });
});
