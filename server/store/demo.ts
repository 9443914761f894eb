import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** What the demo seed (server/seed) reads and backdates directly: a demo community looks lived in. */

export async function hasDemoCommunity(database: Database): Promise<boolean> {
  return (await database.pool.query("SELECT 1 FROM users WHERE email LIKE '%@demo.inkwell.test' LIMIT 1")).rows.length > 0;
}

/** Moves a blog's publication `hoursAgo` into the past with that many reads. */
export async function backdateBlog(database: Database, blogUuid: string, hoursAgo: number, reads: number) {
  await database.db.execute(sql`UPDATE blogs SET published_at = now() - make_interval(hours => ${hoursAgo}), updated_at = now() - make_interval(hours => ${hoursAgo}), total_reads = ${reads} WHERE id = ${blogUuid}`);
}

/** Authors' read totals, comment, reply and notification dates follow the backdated blogs. */
export async function spreadDates(database: Database) {
  const pool = database.pool;
  await pool.query(`UPDATE users u SET total_reads = coalesce((SELECT sum(total_reads) FROM blogs b WHERE b.author = u.id), 0)`);
  await pool.query(`UPDATE comments c SET commented_at = b.published_at + (now() - b.published_at) * (0.2 + 0.7 * ((c.seq * 37) % 100) / 100.0)
                    FROM blogs b WHERE b.id = c.blog AND NOT c.is_reply`);
  await pool.query(`UPDATE comments c SET commented_at = p.commented_at + (now() - p.commented_at) * 0.5 FROM comments p WHERE p.id = c.parent`);
  await pool.query(`UPDATE notifications n SET created_at = coalesce((SELECT commented_at FROM comments c WHERE c.id = n.comment),
                      b.published_at + (now() - b.published_at) * (((n.seq * 53) % 100) / 100.0)) FROM blogs b WHERE b.id = n.blog`);
  await pool.query(`UPDATE notifications SET seen = ((seq * 31) % 3 = 0)`);
}

export async function communityTotals(database: Database) {
  return (
    await database.pool.query(`SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM blogs WHERE NOT draft) AS published,
      (SELECT count(*)::int FROM blogs WHERE draft) AS drafts, (SELECT count(*)::int FROM likes) AS likes,
      (SELECT count(*)::int FROM comments) AS comments, (SELECT count(*)::int FROM notifications) AS notifications`)
  ).rows[0];
}

/**
 * Demo accounts count as verified (their addresses are made up): no banner when you sign in as one,
 * and no verification mail left to send to a domain that does not exist.
 */
export async function verifyDemoAccounts(database: Database) {
  const demo = "email LIKE '%@demo.inkwell.test'";
  await database.pool.query(`UPDATE users SET email_verified = true WHERE ${demo}`);
  await database.pool.query(`DELETE FROM account_tokens WHERE user_id IN (SELECT id FROM users WHERE ${demo})`);
  await database.pool.query(`DELETE FROM outbox WHERE sent_at IS NULL AND to_email LIKE '%@demo.inkwell.test'`);
}
