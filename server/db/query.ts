import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** A drizzle database or transaction: anything that runs the builder's queries or a parameterised `sql` one. */
export type Executor = Pick<Db, 'execute' | 'select' | 'insert' | 'update' | 'delete'>;

/** Rows of a parameterised query (values are always bound parameters, never spliced into the text). */
export async function rows<T>(ex: Executor, query: SQL): Promise<T[]> {
  const result = await ex.execute(query);
  return result.rows as T[];
}

export async function one<T>(ex: Executor, query: SQL): Promise<T | undefined> {
  return (await rows<T>(ex, query))[0];
}

/** PostgreSQL's unique-violation error. */
export const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};
