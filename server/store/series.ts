import { and, eq, sql } from 'drizzle-orm';
import { rows, type Executor } from '../db/query.ts';
import { blogs, series } from '../db/schema.ts';
import { CARD_COLUMNS, PUBLISHED, type CardRow } from './blogs.ts';

/* Series: an author's named, ordered set of blogs (API.md, "Writing and publishing"). */

/** A URL-safe slug of a series name. */
export const seriesSlug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'series';

/** The author's series of this name, made when it does not exist yet. */
export async function seriesFor(tx: Executor, author: string, name: string): Promise<{ id: string; name: string; slug: string }> {
  const slug = seriesSlug(name);
  await tx.insert(series).values({ author, name, slug }).onConflictDoNothing();
  const [s] = await tx.select({ id: series.id, name: series.name, slug: series.slug }).from(series).where(and(eq(series.author, author), eq(series.slug, slug)));
  return s;
}

/**
 * Puts a blog at a place in a series (the end when no place is given): the parts from that place on
 * move one down, so places stay 1..n without gaps.
 */
export async function placeInSeries(tx: Executor, blogUuid: string, seriesId: string, position?: number) {
  await takeOutOfSeries(tx, blogUuid);
  const [{ n }] = await rows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM blogs WHERE series = ${seriesId}`);
  const at = Math.min(position ?? n + 1, n + 1);
  await tx.execute(sql`UPDATE blogs SET series_position = series_position + 1 WHERE series = ${seriesId} AND series_position >= ${at}`);
  await tx.update(blogs).set({ series: seriesId, seriesPosition: at }).where(eq(blogs.id, blogUuid));
}

/** Takes a blog out of its series; the parts after it move up; an emptied series goes. */
export async function takeOutOfSeries(tx: Executor, blogUuid: string) {
  const [b] = await tx.select({ series: blogs.series, position: blogs.seriesPosition }).from(blogs).where(eq(blogs.id, blogUuid));
  if (!b?.series) return;
  await tx.update(blogs).set({ series: null, seriesPosition: null }).where(eq(blogs.id, blogUuid));
  await tx.execute(sql`UPDATE blogs SET series_position = series_position - 1 WHERE series = ${b.series} AND series_position > ${b.position}`);
  await tx.execute(sql`DELETE FROM series s WHERE s.id = ${b.series} AND NOT EXISTS (SELECT 1 FROM blogs WHERE series = s.id)`);
}

/** A series' published parts in order (what readers see of it). */
export const seriesParts = (ex: Executor, seriesId: string) =>
  rows<CardRow & { series_position: number }>(ex, sql`SELECT ${CARD_COLUMNS}, b.series_position FROM blogs b JOIN users u ON u.id = b.author WHERE b.series = ${seriesId} AND ${PUBLISHED} ORDER BY b.series_position`);

export const seriesOfBlog = async (ex: Executor, blogUuid: string) =>
  (await rows<{ id: string; name: string; slug: string }>(ex, sql`SELECT s.id, s.name, s.slug FROM blogs b JOIN series s ON s.id = b.series WHERE b.id = ${blogUuid}`))[0];

export const seriesBySlug = async (ex: Executor, username: string, slug: string) =>
  (
    await rows<{ id: string; name: string; slug: string; fullname: string; username: string; profile_img: string }>(
      ex,
      sql`SELECT s.id, s.name, s.slug, u.fullname, u.username, u.profile_img FROM series s JOIN users u ON u.id = s.author WHERE u.username = ${username} AND s.slug = ${slug}`,
    )
  )[0];

/** An author's series that have a published part, with how many, newest series first. */
export const seriesOfAuthor = (ex: Executor, username: string) =>
  rows<{ name: string; slug: string; count: number }>(
    ex,
    sql`SELECT s.name, s.slug, count(b.id)::int AS count FROM series s JOIN users u ON u.id = s.author
        JOIN blogs b ON b.series = s.id AND ${PUBLISHED}
        WHERE u.username = ${username} GROUP BY s.id ORDER BY s.created_at DESC`,
  );
