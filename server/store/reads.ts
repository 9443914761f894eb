import type pg from 'pg';

/**
 * Adds counted reads to blogs and their authors in one statement: the blogs' and their authors'
 * totals change together. Blogs deleted meanwhile match nothing, and their reads are dropped with them.
 * A plain pool query: it runs on the read counter's timer, outside any request.
 *
 * Returns each updated blog's total after the update, [id, total_reads]: the row lock orders
 * concurrent updates, so a larger total is always the later one (other instances show it live).
 */
export async function addReads(pool: pg.Pool, batch: { id: string; n: number }[]): Promise<[string, number][]> {
  // The users update runs whether or not the final SELECT reads it (PostgreSQL runs every
  // data-modifying WITH to completion).
  const { rows } = await pool.query<{ id: string; total: string }>(
    `WITH d AS (SELECT * FROM unnest($1::uuid[], $2::int8[]) AS d(id, n)),
          b AS (UPDATE blogs SET total_reads = blogs.total_reads + d.n FROM d WHERE blogs.id = d.id RETURNING blogs.id, blogs.author, blogs.total_reads, d.n),
          u AS (UPDATE users SET total_reads = users.total_reads + s.n
                FROM (SELECT author, sum(n)::int8 AS n FROM b GROUP BY author ORDER BY author) s WHERE users.id = s.author RETURNING 1)
     SELECT b.id, b.total_reads::text AS total FROM b`,
    [batch.map((b) => b.id), batch.map((b) => b.n)],
  );
  return rows.map((r) => [r.id, Number(r.total)]);
}
