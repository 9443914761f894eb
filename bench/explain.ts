import { sql, type SQL } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.ts';
import type { Executor } from '../server/db/query.ts';
import type { Db } from '../server/db/client.ts';
import { GIN_ONLY, searchFilter, snippetSources, textSearchCards, type TextSearch } from '../server/store/blogs.ts';
import type { Meta } from './gen/dataset.ts';

export interface Explain {
  term: string;
  /** The plans of every statement of the first term's page, in the order the server runs them. */
  plan: string;
  executionMs: number;
  usesIndex: boolean;
  /** Slowest page over the rotating terms (the sum of its statements' execution times). */
  worstMs: number;
  worstTerm: string;
  /** The plans of the slowest term's statements. */
  worstPlan: string;
}

/** The page size of the search page (search-blogs' default limit). */
const LIMIT = 6;

/**
 * EXPLAIN ANALYZE of a search-blogs page exactly as the server computes it (page 1, default limit):
 * every statement textSearchCards and the snippets run, each explained and then run, since which
 * statements follow depends on the rows of the one before. Opens the database itself (run before the server).
 */
export async function explainSearch(where: { dataDir?: string; databaseUrl?: string }, meta: Meta): Promise<Explain> {
  const db = await openDatabase({ dataDir: where.dataDir ?? '/tmp', databaseUrl: where.databaseUrl });
  try {
    const run = async (term: string) => {
      const plans: string[] = [];
      let ms = 0;
      // Each statement explained, then run; set_config (the GIN-only settings of a transaction) just run.
      const explainingOn = (ex: Executor) => ({
        execute: async (query: SQL) => {
          if (query === GIN_ONLY) return ex.execute(query);
          const res = await ex.execute(sql`EXPLAIN (ANALYZE, COSTS OFF) ${query}`);
          const plan = (res.rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n');
          plans.push(plan);
          ms += Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
          return ex.execute(query);
        },
      });
      const explaining = {
        ...explainingOn(db.db),
        transaction: (work: (tx: Executor) => Promise<unknown>, config: unknown) => db.db.transaction((tx) => work(explainingOn(tx) as unknown as Executor), config as never),
      } as unknown as Db;
      const text = searchFilter({ query: term }, () => true).text as TextSearch;
      const cards = await textSearchCards(explaining, text, LIMIT, 0);
      if (cards.length) await snippetSources(explaining, cards.map((c) => c.id), text.words);
      return { plan: plans.join('\n\n'), ms: Math.round(ms * 1000) / 1000 };
    };
    for (const t of meta.searchTerms.slice(0, 5)) await run(t); // warm the buffers like a running server
    let worst = { ms: 0, term: '', plan: '' };
    for (const term of meta.searchTerms) {
      const r = await run(term);
      if (r.ms > worst.ms) worst = { ms: r.ms, term, plan: r.plan };
    }
    const term = meta.searchTerms[0]!;
    const r = await run(term);
    return {
      term,
      plan: r.plan,
      executionMs: r.ms,
      usesIndex: /blog_search_(words|newest|body)/.test(r.plan) && !/Seq Scan on blog_search/.test(r.plan),
      worstMs: worst.ms,
      worstTerm: worst.term,
      worstPlan: worst.plan,
    };
  } finally {
    await db.close();
  }
}
