import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.ts';
import { searchWords, textQuery, textSearchPages } from '../server/store/blogs.ts';
import type { Meta } from './gen/dataset.ts';

export interface Explain {
  term: string;
  plan: string;
  executionMs: number;
  usesIndex: boolean;
  /** Slowest execution over the rotating terms. */
  worstMs: number;
  worstTerm: string;
}

/** The search-blogs query exactly as the server builds it (page 1, default limit). */
const searchQuery = (term: string) => textSearchPages({ query: textQuery(searchWords(term)), filter: null }, 6, 0)[0];

/** EXPLAIN ANALYZE of the search query over the rotating terms; opens the database itself (run before the server). */
export async function explainSearch(where: { dataDir?: string; databaseUrl?: string }, meta: Meta): Promise<Explain> {
  const db = await openDatabase({ dataDir: where.dataDir ?? '/tmp', databaseUrl: where.databaseUrl });
  try {
    const run = async (term: string) => {
      const res = await db.db.execute(sql`EXPLAIN (ANALYZE, COSTS OFF) ${searchQuery(term)}`);
      const plan = (res.rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n');
      return { plan, ms: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN) };
    };
    for (const t of meta.searchTerms.slice(0, 5)) await run(t); // warm the buffers like a running server
    let worst = { ms: 0, term: '' };
    for (const term of meta.searchTerms) {
      const r = await run(term);
      if (r.ms > worst.ms) worst = { ms: r.ms, term };
    }
    const term = meta.searchTerms[0];
    const r = await run(term);
    return { term, plan: r.plan, executionMs: r.ms, usesIndex: /blog_search_(words|newest)/.test(r.plan) && !/Seq Scan on blog_search/.test(r.plan), worstMs: worst.ms, worstTerm: worst.term };
  } finally {
    await db.close();
  }
}
