import type pg from 'pg';

/** PostgreSQL's LISTEN/NOTIFY, for messages between server instances on one database (server/cache/bus.ts). */
export async function listen(client: pg.Client, channel: string) {
  // A channel is an identifier, not a value: ours are constants of this code, never request text.
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  await client.query(`LISTEN ${channel}`);
}

export function notify(pool: pg.Pool, channel: string, payload: string): Promise<unknown> {
  return pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
}
