import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * The GIN indexes of full-text search (migrations 0001 and 0010). A new or edited blog's words go to
 * an index's pending list (fastupdate), which is cheap; the list is merged into the index in bulk.
 * PostgreSQL's autovacuum merges it; PGlite has no autovacuum, so without this the list was merged
 * only by the insert that overflowed it (4 MB: about a thousand blogs' text at once, on one request),
 * and every search read the whole list meanwhile. Merging every few seconds keeps the list short
 * (server/app.ts runs it as a task of server/jobs).
 *
 * Measured at 100,000 blogs (bench/README.md, "Search"): a blog's text inserted straight into the index
 * (fastupdate off) cost 2 ms of its create-blog; through the pending list and a merge of 150 blogs
 * at a time, 0.3-0.7 ms.
 */
const SEARCH_INDEXES = ['blog_search_words', 'blog_search_body'];

/** Merges the search indexes' pending lists now (a task of the job runner calls it every SEARCH_MERGE_MS). */
export async function mergeSearchIndexes(db: Db): Promise<void> {
  await db.execute(sql`SELECT ${sql.join(SEARCH_INDEXES.map((name) => sql`gin_clean_pending_list(${name}::regclass)`), sql`, `)}`);
}
