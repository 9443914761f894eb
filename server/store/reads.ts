import type pg from 'pg';

/**
 * Adds counted reads to blogs and their authors in one statement: the blogs' and their authors'
 * totals change together. Blogs deleted meanwhile match nothing, and their reads are dropped with them.
 * A plain pool query: it runs on the read counter's timer, outside any request.
 */
export async function addReads(pool: pg.Pool, batch: { id: string; n: number }[]) {
  await pool.query(
    `WITH d AS (SELECT * FROM unnest($1::uuid[], $2::int8[]) AS d(id, n)),
          b AS (UPDATE blogs SET total_reads = blogs.total_reads + d.n FROM d WHERE blogs.id = d.id RETURNING blogs.author, d.n),
          u AS (UPDATE users SET total_reads = users.total_reads + s.n
                FROM (SELECT author, sum(n)::int8 AS n FROM b GROUP BY author ORDER BY author) s WHERE users.id = s.author RETURNING 1)
     SELECT count(*) FROM u`,
    [batch.map((b) => b.id), batch.map((b) => b.n)],
  );
}
