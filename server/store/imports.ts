import { sql } from 'drizzle-orm';
import type { ImportSimplification } from '../../src/contract/index.ts';
import { one, rows, type Executor } from '../db/query.ts';

/** Imports, the source posts they brought in, and moved links (migration 0018). */

export type ImportState = 'queued' | 'running' | 'done' | 'failed';
/** Whose blogs an import writes: the importer's own (`account`), or each author's (`site`, an admin's; migration 0028). */
export type ImportScope = 'account' | 'site';

export interface ImportRow {
  id: string;
  owner: string;
  format: string;
  state: ImportState;
  total: number;
  done: number;
  skipped: { item: string; reason: string }[];
  scope: ImportScope;
}

export async function insertImport(ex: Executor, id: string, owner: string, format: string, scope: ImportScope = 'account') {
  await ex.execute(sql`INSERT INTO imports (id, owner, format, scope) VALUES (${id}, ${owner}, ${format}, ${scope})`);
}

/**
 * Whether the member has an import still to finish: queued or running, with its job still to run (a
 * job given up after its tries leaves its import as it was, and must not keep the member from another).
 * Locks the member's row first, so two uploads that arrive together are decided one after the other.
 */
export async function importUnderWay(ex: Executor, owner: string): Promise<boolean> {
  await ex.execute(sql`SELECT 1 FROM users WHERE id = ${owner} FOR UPDATE`);
  return !!(await one(
    ex,
    sql`SELECT 1 FROM imports i WHERE i.owner = ${owner} AND i.state IN ('queued', 'running')
        AND EXISTS (SELECT 1 FROM jobs j WHERE j.kind = 'import' AND j.payload->>'import_id' = i.id::text AND j.finished_at IS NULL AND j.failed_at IS NULL)
        LIMIT 1`,
  ));
}

export const importById = (ex: Executor, id: string) =>
  one<ImportRow>(ex, sql`SELECT id, owner, format, state, total, done, skipped, scope FROM imports WHERE id = ${id}`);

/** The blog_ids an import created, in the file's order (a blog deleted since is left out). */
export const importCreated = async (ex: Executor, id: string) =>
  (await rows<{ blog_id: string }>(ex, sql`SELECT b.blog_id FROM import_items i JOIN blogs b ON b.id = i.blog WHERE i.import = ${id} ORDER BY i.position`)).map((r) => r.blog_id);

export async function setImportState(ex: Executor, id: string, state: ImportState, total?: number) {
  await ex.execute(
    sql`UPDATE imports SET state = ${state}, total = coalesce(${total ?? null}::int, total),
        finished_at = CASE WHEN ${state} IN ('done', 'failed') THEN now() ELSE NULL END WHERE id = ${id}`,
  );
}

/** `n` more items handled (and why those skipped were), in the transaction that wrote them. */
export async function countImportItems(ex: Executor, id: string, n: number, skipped: { item: string; reason: string }[] = []) {
  await ex.execute(sql`UPDATE imports SET done = done + ${n}, skipped = skipped || ${JSON.stringify(skipped)}::jsonb WHERE id = ${id}`);
}

/** Whether any import of this member remembered a source post (else none of a new file's posts can be known). */
export const hasImportItems = async (ex: Executor, owner: string) => !!(await one(ex, sql`SELECT 1 FROM import_items WHERE owner = ${owner} LIMIT 1`));

/** The file could not be read on: the import ends as failed, with the reason as the report's last line. */
export async function failImport(ex: Executor, id: string, reason: { item: string; reason: string }) {
  await ex.execute(sql`UPDATE imports SET state = 'failed', finished_at = now(), skipped = skipped || ${JSON.stringify([reason])}::jsonb WHERE id = ${id}`);
}

/** Which import brought this source post in, if any did for this member. */
export const importedBy = async (ex: Executor, owner: string, sourceKey: string) =>
  (await one<{ import: string }>(ex, sql`SELECT import FROM import_items WHERE owner = ${owner} AND source_key = ${sourceKey}`))?.import;

/** What an import's mapping simplified in one post it kept (migration 0029): the post's label and each kind's count. */
export interface ImportSimplified {
  item: string;
  what: { kind: ImportSimplification; count: number; detail?: string[] }[];
}

export async function recordImportItem(ex: Executor, item: { owner: string; sourceKey: string; import: string; position: number; blog: string; simplified?: ImportSimplified | null }) {
  await ex.execute(
    sql`INSERT INTO import_items (owner, source_key, import, position, blog, simplified)
        VALUES (${item.owner}, ${item.sourceKey}, ${item.import}, ${item.position}, ${item.blog}, ${item.simplified ? JSON.stringify(item.simplified) : null}::jsonb)`,
  );
}

/**
 * The posts of an import that were kept with something simplified, in the file's order, with their
 * blog_ids (a blog deleted since is left out): the first `limit`, and how many there are in all.
 */
export async function importSimplified(ex: Executor, id: string, limit: number) {
  // The window's count is taken before the LIMIT: every such post, in the same read as the listed ones.
  const found = await rows<{ blog_id: string; simplified: ImportSimplified; total: number }>(
    ex,
    sql`SELECT b.blog_id, i.simplified, count(*) OVER ()::int AS total FROM import_items i JOIN blogs b ON b.id = i.blog
        WHERE i.import = ${id} AND i.simplified IS NOT NULL ORDER BY i.position LIMIT ${limit}`,
  );
  return { listed: found.map((r) => ({ item: r.simplified.item, blog_id: r.blog_id, what: r.simplified.what })), total: Number(found[0]?.total ?? 0) };
}

/** Whether a blog_id is free (an account export keeps its blog_ids where it can). */
export const blogIdTaken = async (ex: Executor, blogId: string) => !!(await one(ex, sql`SELECT 1 FROM blogs WHERE blog_id = ${blogId}`));

/** Adds a moved link; a path already taken keeps its first blog (false). */
export async function addRedirect(ex: Executor, from: string, blog: string): Promise<boolean> {
  return !!(await one(ex, sql`INSERT INTO redirects (from_path, blog) VALUES (${from}, ${blog}) ON CONFLICT (from_path) DO NOTHING RETURNING 1`));
}

/** The blog_id an old path moved to, or undefined. */
export const redirectOf = async (ex: Executor, from: string) =>
  (await one<{ blog_id: string }>(ex, sql`SELECT b.blog_id FROM redirects r JOIN blogs b ON b.id = r.blog WHERE r.from_path = ${from}`))?.blog_id;

export const allRedirects = (ex: Executor, limit: number) =>
  rows<{ from: string; blog_id: string }>(ex, sql`SELECT r.from_path AS "from", b.blog_id FROM redirects r JOIN blogs b ON b.id = r.blog ORDER BY r.created_at DESC, r.from_path LIMIT ${limit}`);

export async function deleteRedirect(ex: Executor, from: string): Promise<boolean> {
  return !!(await one(ex, sql`DELETE FROM redirects WHERE from_path = ${from} RETURNING 1`));
}

/**
 * Adds an upload row for an image the server read itself (no signed URL, no hourly quota): an
 * import's (the import is the member's one request), or a remote actor's picture (no owner).
 */
export async function addImportedUpload(ex: Executor, key: string, owner: string | null) {
  await ex.execute(sql`INSERT INTO uploads (key, owner, expires_at, imported) VALUES (${key}, ${owner}, now() + interval '1 hour', true)`);
}

/* A whole site's import: which member each author (by normalised e-mail) became */

/** The member an author of this import became, if the import met that author already. */
export const importMemberOf = async (ex: Executor, importId: string, email: string) =>
  (await one<{ member: string }>(ex, sql`SELECT member FROM import_members WHERE import = ${importId} AND email = ${email}`))?.member;

export async function recordImportMember(ex: Executor, importId: string, email: string, member: string, created: boolean) {
  await ex.execute(sql`INSERT INTO import_members (import, email, member, created) VALUES (${importId}, ${email}, ${member}, ${created})`);
}

/** The usernames of the members an import made, by username. */
export const importMembersCreated = async (ex: Executor, importId: string) =>
  (await rows<{ username: string }>(ex, sql`SELECT u.username FROM import_members m JOIN users u ON u.id = m.member WHERE m.import = ${importId} AND m.created ORDER BY u.username`)).map((r) => r.username);
