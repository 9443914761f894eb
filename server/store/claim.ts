import { sql, type SQL } from 'drizzle-orm';

/**
 * `select` (a SELECT of the rows a worker takes) with its rows locked until the transaction ends,
 * skipping rows another transaction holds: with several instances on one database each row is
 * taken by one of them, and no instance waits behind another's claim. The server's queues (the job
 * table, the outbox, digest items, scheduled blogs) all claim through this one primitive.
 */
export const claimed = (select: SQL): SQL => sql`${select} FOR UPDATE SKIP LOCKED`;
