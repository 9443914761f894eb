import { and, eq, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { one, rows, type Executor } from '../db/query.ts';
import { blogs, likes, users } from '../db/schema.ts';
import type { Snippet } from '../content/snippet.ts';

/**
 * What every public list, count, feed and page shows: published blogs that no moderator hid. The
 * author's own lists and get-blog for the author or a moderator are the only places a hidden blog shows.
 * A blog held for a vouch is hidden too (migration 0021), so this one condition keeps it out as well;
 * it shows to its author only.
 */
export const PUBLISHED = sql`NOT b.draft AND NOT b.hidden`;

/**
 * A card's banner size and placeholder when the banner is an upload of this server that the image
 * pipeline processed (a lookup by the upload's key, its primary key), else null: the card paints the
 * placeholder until the thumbnail arrives, as the blog page does with get-blog's banner_meta.
 */
const BANNER_META = sql`(SELECT jsonb_build_object('width', up.width, 'height', up.height, 'placeholder', coalesce(up.placeholder, ''))
  FROM uploads up WHERE up.key = substring(b.banner from '^(?:https?://[^/]+)?/uploads/([A-Za-z0-9_-]+)$')
    AND up.processed_at IS NOT NULL AND up.width IS NOT NULL AND up.height IS NOT NULL)`;

/** The columns of a blog card, with its author. */
export const CARD_COLUMNS = sql`b.id, b.blog_id, b.title, b.des, b.banner, b.tags, b.published_at, b.draft,
  b.total_likes, b.total_comments, b.total_reads, b.total_parent_comments, b.total_shares,
  u.id AS author_id, u.fullname, u.username, u.profile_img, b.scheduled_at, b.held, b.language,
  ${BANNER_META} AS banner_meta`;

export interface CardRow {
  id: string;
  blog_id: string;
  title: string;
  des: string;
  banner: string;
  tags: string[];
  published_at: Date;
  draft: boolean;
  total_likes: number;
  total_comments: number;
  /** The language it is written in (a BCP 47 tag). */
  language: string;
  total_reads: number;
  total_parent_comments: number;
  /** Boosts from the fediverse. */
  total_shares?: number;
  author_id: string;
  fullname: string;
  username: string;
  profile_img: string;
  /** A scheduled draft's minute (the author's own lists show it). */
  scheduled_at?: Date | null;
  /** A text search's passage of the blog's text (not a column: set from the content for the page). */
  snippet?: Snippet;
  /** Waiting for a vouch (shown in its author's own lists only). */
  held: boolean;
  /** The banner's size and placeholder (BANNER_META), or null. */
  banner_meta?: { width: number; height: number; placeholder: string } | null;
}

/**
 * The words of a search, for a tsquery built by PostgreSQL's own functions: letters and digits only,
 * so no request text is ever parsed as tsquery syntax.
 */
export function searchWords(query: string): string[] {
  return (query.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12).map((w) => w.slice(0, 60));
}

/**
 * Full-text match over the weighted title, tags and description: every word must match (stemmed,
 * accent-insensitive) and the last one also as a prefix, stemmed or as typed.
 */
export function textQuery(words: string[]): SQL {
  const full = words.slice(0, -1).join(' ');
  const last = `${words[words.length - 1]}:*`;
  return sql`(plainto_tsquery('inkwell', ${full}) && (to_tsquery('inkwell', ${last}) || to_tsquery('inkwell_simple', ${last})))`;
}

/** The activity behind trending, as indexed by blogs_activity (migration 0001). */
const ACTIVITY = sql`(b.total_reads + 5 * b.total_likes + 10 * b.total_comments)`;
const hoursSince = (at: SQL) => sql`greatest(extract(epoch FROM now() - ${at}) / 3600.0, 0)`;
/** API.md: (reads + 5 likes + 10 comments) / (hours since publishing + 2)^1.5. */
const TRENDING_SCORE = sql`${ACTIVITY}::float8 / power(${hoursSince(sql`b.published_at`)} + 2, 1.5)`;
/** How many of the newest blogs with any activity trending ranks outright. */
export const TRENDING_RECENT = 200;

/**
 * The trending page, exactly as ranking every published blog would give it, without reading every
 * blog. The newest TRENDING_RECENT blogs with any activity are ranked first (trendingBar): a blog
 * with no activity scores 0, and an older active blog is at least as old as the oldest of them, so
 * it can only beat their `limit`-th best score if its activity is at least that score times (that
 * age + 2)^1.5. The page then ranks those (by their ids) and the few older ones (trendingPage): the
 * primary key and a range of the activity index. A newer blog outside the window has no activity,
 * so scores 0. Two statements rather than one, so that the planner sees the bar's values and picks
 * those indexes.
 *
 * The window holds active blogs only: it had been the newest 200 of all, and a run of new posts
 * nobody had read yet made its bar 0, which let every blog in (4.7 s at 100,000 blogs, on every
 * refresh of trending).
 */
export function trendingBar(limit: number, recent = TRENDING_RECENT): SQL {
  return sql`WITH recent AS (
      SELECT b.id, b.published_at, ${TRENDING_SCORE} AS score FROM blogs b
      WHERE ${PUBLISHED} AND ${ACTIVITY} > 0 ORDER BY b.published_at DESC, b.seq DESC LIMIT ${recent}
    ), bar AS (
      SELECT min(published_at) AS oldest, count(*)::int AS seen, array_agg(id::text) AS ids,
        coalesce((SELECT score FROM recent ORDER BY score DESC LIMIT 1 OFFSET ${limit - 1}), 0) AS score FROM recent
    )
    SELECT oldest, seen, ids, least(ceil(score * power(${hoursSince(sql`oldest`)} + 2, 1.5)), 9e18)::int8 AS activity FROM bar`;
}

export interface TrendingBar {
  /** The oldest of the newest active blogs (null: no blog has any activity). */
  oldest: Date | null;
  /** The least activity an older blog needs to make the page (an integer, like the index). */
  activity: number | null;
  /** How many active blogs the bar looked at (fewer than the window: every active blog there is). */
  seen: number;
  /** The window: the _ids of those newest active blogs (null when there are none). */
  ids: string[] | null;
}

export function trendingPage(limit: number, bar: TrendingBar, recent = TRENDING_RECENT): SQL {
  // A full window of at least `limit`: its `limit` best all score above 0, so the page is active blogs
  // only. (Said of the score, not the activity: as `activity > 0` the planner read the activity index
  // for it, all 100,000 entries, instead of the two ranges.) The window's blogs by their _ids, not as
  // "published since the oldest of them": that range also holds every newer blog nobody has read yet,
  // and after a burst of new posts it scored 5,000 of them (60 ms at 100,000 blogs, once a second,
  // holding the embedded database's one connection).
  if (bar.seen >= recent && recent >= limit && bar.oldest && bar.ids) {
    return sql`SELECT ${CARD_COLUMNS} FROM blogs b JOIN users u ON u.id = b.author
      WHERE ${PUBLISHED} AND (b.id = ANY(${sql.param(bar.ids)}::uuid[]) OR ${ACTIVITY} >= ${bar.activity ?? 0}::int8) AND ${TRENDING_SCORE} > 0
      ORDER BY ${TRENDING_SCORE} DESC, b.published_at DESC, b.seq DESC LIMIT ${limit}`;
  }
  // Fewer active blogs than the window: all of them, and the newest blogs (score 0, newest first) after them.
  return sql`SELECT ${CARD_COLUMNS} FROM blogs b JOIN users u ON u.id = b.author
    WHERE ${PUBLISHED} AND (${ACTIVITY} > 0 OR b.id IN (SELECT b.id FROM blogs b WHERE ${PUBLISHED} ORDER BY b.published_at DESC, b.seq DESC LIMIT ${limit}))
    ORDER BY ${TRENDING_SCORE} DESC, b.published_at DESC, b.seq DESC LIMIT ${limit}`;
}

/** How many of the newest matches a text search ranks by relevance (see textSearchPages). */
export const RANKED_MATCHES = 1000;

/**
 * A search's words in the blog's text: all of them, stemmed, as whole words. The text's vector has
 * no positions and no unstemmed copy, so no prefix: a half-typed last word finds titles, tags and
 * descriptions, and the text once it is a word.
 */
export function bodyQuery(words: string[]): SQL {
  return sql`plainto_tsquery('inkwell', ${words.join(' ')})`;
}

export interface TextSearch {
  /** The words, as searchWords gives them (for snippets). */
  words: string[];
  /** The tsquery over title, tags and description (textQuery). */
  query: SQL;
  /** The tsquery over the blog's text (bodyQuery). */
  body: SQL;
  /** Conditions on `b` (blogs) besides the text, e.g. a tag or an author; null when there are none. */
  filter: SQL | null;
}

/** Published (listed) blogs, as the newest-first partial index (blog_search_newest) reads them. */
const LISTED = sql`NOT s.unlisted`;
/**
 * The same, in words that partial index does not answer: with plans held to bitmap scans
 * (throughGin), `NOT s.unlisted` had the planner read all of blog_search_newest as its bitmap and
 * check every text (0.7 s to count a common word at 100,000 blogs, 0.15 s through the GIN indexes).
 */
const LISTED_FOR_GIN = sql`s.unlisted IS NOT TRUE`;

const searchRows = (filter: SQL | null, match: SQL, listed = LISTED) =>
  filter
    ? sql`FROM blog_search s JOIN blogs b ON b.id = s.blog WHERE ${listed} AND ${match} AND ${filter}`
    : sql`FROM blog_search s WHERE ${listed} AND ${match}`;
/** Published blogs whose title, tags or description match, with the other filters. */
const headMatches = ({ query, filter }: TextSearch) => searchRows(filter, sql`s.search @@ ${query}`);
/** Published blogs whose text matches and whose title, tags and description do not. */
const textOnlyMatches = ({ query, body, filter }: TextSearch, listed = LISTED) => searchRows(filter, sql`s.body @@ ${body} AND NOT s.search @@ ${query}`, listed);

/** The number of blogs a text search pages through: those matched by their title, tags, description or text. */
export const textSearchCount = (search: TextSearch) =>
  sql`SELECT count(*)::int AS n ${searchRows(search.filter, sql`(s.search @@ ${search.query} OR s.body @@ ${search.body})`, LISTED_FOR_GIN)}`;

/**
 * The title, tags and description part of a text search's answer: the newest RANKED_MATCHES matches
 * best match first (ts_rank over the weighted title, tags and description, then newest), then any
 * older matches newest first. Ranking every match of a common word would read and score a fifth of
 * all blogs on every search (300 ms to 1.4 s at 100,000 blogs, bench/README.md, "Search"); the newest thousand
 * are an index walk of the narrow blog_search table. In a community with fewer matches than that, it
 * is best match first throughout. Pages stay consistent: the first RANKED_MATCHES positions hold
 * exactly the newest matches, so a page past them continues in newest order without gaps or repeats.
 */
export function textSearchPages(search: TextSearch, limit: number, skip: number): SQL[] {
  const parts: SQL[] = [];
  if (skip < RANKED_MATCHES) {
    const take = Math.min(limit, RANKED_MATCHES - skip);
    // The page is picked from the ranked matches first, so that only its own rows are joined.
    parts.push(sql`SELECT ${CARD_COLUMNS} FROM (
        SELECT m.blog, m.rank, m.published_at, m.seq FROM (
          SELECT s.blog, ts_rank(s.search, ${search.query}) AS rank, s.published_at, s.seq ${headMatches(search)}
          ORDER BY s.published_at DESC, s.seq DESC LIMIT ${RANKED_MATCHES}
        ) m ORDER BY m.rank DESC, m.published_at DESC, m.seq DESC LIMIT ${take} OFFSET ${skip}
      ) p JOIN blogs b ON b.id = p.blog JOIN users u ON u.id = b.author
      ORDER BY p.rank DESC, p.published_at DESC, p.seq DESC`);
  }
  if (skip + limit > RANKED_MATCHES) {
    const from = Math.max(skip, RANKED_MATCHES);
    parts.push(sql`SELECT ${CARD_COLUMNS} FROM (
        SELECT s.blog, s.published_at, s.seq ${headMatches(search)}
        ORDER BY s.published_at DESC, s.seq DESC LIMIT ${skip + limit - from} OFFSET ${from}
      ) m JOIN blogs b ON b.id = m.blog JOIN users u ON u.id = b.author
      ORDER BY m.published_at DESC, m.seq DESC`);
  }
  return parts;
}

/** The text-only part of a text search's answer by a walk of the newest-first index: blogs matched only by their text. */
export const textOnlyPage = (search: TextSearch, limit: number, skip: number) =>
  sql`SELECT ${CARD_COLUMNS} FROM (
      SELECT s.blog, s.published_at, s.seq ${textOnlyMatches(search)}
      ORDER BY s.published_at DESC, s.seq DESC LIMIT ${limit} OFFSET ${skip}
    ) m JOIN blogs b ON b.id = m.blog JOIN users u ON u.id = b.author
    ORDER BY m.published_at DESC, m.seq DESC`;

/**
 * Up to this many text-only matches are found through the text's GIN index and put in order here;
 * with more, matches are dense enough that a walk of the newest-first index finds a page quickly.
 */
export const RARE_TEXT_MATCHES = 2000;

/** The settings of throughGin's transaction (SET LOCAL, as one statement). */
export const GIN_ONLY = sql`SELECT set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`;

/**
 * Runs `work` with plans held to the GIN indexes (bitmap scans), in a read-only transaction. The
 * planner has no measure of what checking a blog's text costs (detoasting a 3 KB vector) and guesses
 * a word it has no statistics for at 0.5% of blogs: it walked the newest-first index, checking
 * every text, for a word no blog has (0.6 s at 100,000 blogs), and counted a common word with a
 * sequential scan (0.55 s, against 60 ms through the index).
 */
const throughGin = <T>(db: Db, work: (tx: Executor) => Promise<T>) =>
  db.transaction(
    async (tx) => {
      await tx.execute(GIN_ONLY);
      return work(tx);
    },
    { accessMode: 'read only' },
  );

/**
 * The text-only part of a text search's page: a probe through the GIN index for at most
 * RARE_TEXT_MATCHES + 1 matches; when that is all of them, the page is cut from them here (a rare
 * word: a few ms), otherwise from a walk of the newest-first index (a common word: a match every
 * few dozen blogs at worst).
 */
async function textOnlyCards(db: Db, search: TextSearch, limit: number, skip: number, rare: number): Promise<CardRow[]> {
  const found = await throughGin(db, (tx) =>
    rows<{ blog: string; published_at: Date; seq: string }>(tx, sql`SELECT s.blog, s.published_at, s.seq ${textOnlyMatches(search, LISTED_FOR_GIN)} LIMIT ${rare + 1}`),
  );
  if (found.length > rare) return rows<CardRow>(db, textOnlyPage(search, limit, skip));
  const newest = found.sort((a, b) => b.published_at.getTime() - a.published_at.getTime() || Number(BigInt(b.seq) - BigInt(a.seq)));
  const ids = newest.slice(skip, skip + limit).map((m) => m.blog);
  if (ids.length === 0) return [];
  const cards = new Map((await rows<CardRow>(db, sql`SELECT ${CARD_COLUMNS} FROM blogs b JOIN users u ON u.id = b.author WHERE b.id = ANY(${sql.param(ids)}::uuid[])`)).map((c) => [c.id, c]));
  return ids.flatMap((id) => cards.get(id) ?? []);
}

/**
 * One page of a text search: the blogs whose title, tags or description match (ranked, see
 * textSearchPages), then those whose text alone matches (a lower weight: after all of them), newest
 * first. The head part's size is only counted when a page starts past its end.
 */
export async function textSearchCards(db: Db, search: TextSearch, limit: number, skip: number, rare = RARE_TEXT_MATCHES): Promise<CardRow[]> {
  const page = await cardsOf(db, textSearchPages(search, limit, skip));
  if (page.length === limit) return page;
  const heads = page.length > 0 || skip === 0 ? skip + page.length : (await one<{ n: number }>(db, sql`SELECT count(*)::int AS n ${headMatches(search)}`))!.n;
  page.push(...(await textOnlyCards(db, search, limit - page.length, Math.max(0, skip - heads), rare)));
  return page;
}

/** How many of a blog's first blocks its snippet is cut from (a page of 50 blogs of 5,000 blocks would be 100 MB). */
export const SNIPPET_BLOCKS = 100;

/** The first SNIPPET_BLOCKS blocks of a page's blogs and the stems of the search's words, for snippets. */
export const snippetSources = (db: Executor, ids: string[], words: string[]) =>
  rows<{ id: string; content: unknown; stems: string[] }>(
    db,
    sql`SELECT b.id, jsonb_build_object('blocks', jsonb_path_query_array(b.content, ${`lax $.blocks[0 to ${SNIPPET_BLOCKS - 1}]`}::jsonpath)) AS content,
      tsvector_to_array(to_tsvector('inkwell', ${words.join(' ')})) AS stems
      FROM blogs b WHERE b.id = ANY(${sql.param(ids)}::uuid[])`,
  );

/* ---- Reads and writes of blogs (the routes' SQL) ---------------------------------------------- */

export const count = async (db: Executor, where: SQL) => (await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM blogs b WHERE ${where}`))!.n;

/** Cards matching `where`, in `order`. */
export const cardPage = (db: Executor, where: SQL, order: SQL, limit: number, skip: number) =>
  rows<CardRow>(db, sql`SELECT ${CARD_COLUMNS} FROM blogs b JOIN users u ON u.id = b.author WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${skip}`);

/** Cards of several statements, in their order (a text search's page may span its ranked part and the rest). */
export async function cardsOf(db: Executor, queries: SQL[]): Promise<CardRow[]> {
  const list: CardRow[] = [];
  for (const query of queries) list.push(...(await rows<CardRow>(db, query)));
  return list;
}

export const NEWEST = sql`b.published_at DESC, b.seq DESC`;
/** Scheduled blogs: the next to go live first. */
export const SOONEST = sql`b.scheduled_at ASC, b.seq DESC`;

/** The trending page in one read-only snapshot: the bar and the page see the same counters. */
export function trendingCards(db: Db, limit: number, recent = TRENDING_RECENT): Promise<CardRow[]> {
  return db.transaction(
    async (tx) => rows<CardRow>(tx, trendingPage(limit, (await one<TrendingBar>(tx, trendingBar(limit, recent)))!, recent)),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Blogs by none of these authors (a member's blocked ones). */
export const notByAuthors = (ids: string[]) => sql`NOT b.author = ANY(${sql.param(ids)}::uuid[])`;
/** What PUBLISHED lists, without these authors' blogs. */
export const publishedExcept = (ids: string[]) => (ids.length ? sql`${PUBLISHED} AND ${notByAuthors(ids)}` : PUBLISHED);

export interface SearchFilter {
  tag?: string;
  query?: string;
  author?: string;
  multipleTags?: string[];
  remove_blog?: string;
}

/**
 * Filters of search-blogs and search-blogs-count, combined with AND: `where` on blogs, or, when
 * there are words to match, a text search (ranked over blog_search, see textSearchPages).
 * `hiddenAuthors`: authors the caller blocked, left out of the pages and the count alike.
 */
export function searchFilter(f: SearchFilter, isUuid: (v: string) => boolean, hiddenAuthors: string[] = []) {
  const parts: SQL[] = [PUBLISHED];
  if (hiddenAuthors.length) parts.push(notByAuthors(hiddenAuthors));
  let text: TextSearch | null = null;
  if (f.tag !== undefined) parts.push(sql`b.tags @> ARRAY[${f.tag.trim().toLowerCase()}]::text[]`);
  if (f.multipleTags !== undefined) {
    const tags = f.multipleTags.map((t) => t.trim().toLowerCase()).filter(Boolean);
    parts.push(tags.length ? sql`b.tags && ${sql.param(tags)}::text[]` : sql`false`);
  }
  if (f.author !== undefined) parts.push(isUuid(f.author) ? sql`b.author = ${f.author}` : sql`false`);
  if (f.remove_blog !== undefined) parts.push(sql`b.blog_id <> ${f.remove_blog}`);
  if (f.query !== undefined && f.query.trim() !== '') {
    const words = searchWords(f.query);
    if (words.length === 0) parts.push(sql`false`);
    else text = { words, query: textQuery(words), body: bodyQuery(words), filter: parts.length > 1 ? sql.join(parts.slice(1), sql` AND `) : null };
  }
  return { where: sql.join(parts, sql` AND `), text };
}

/** search-blogs-count of a text search, counted through the GIN indexes (see throughGin). */
export const textSearchTotal = async (db: Db, text: TextSearch) => (await throughGin(db, (tx) => one<{ n: number }>(tx, textSearchCount(text))))!.n;

/** The author's own blogs, drafts or published, optionally matching words. */
export function ownFilter(userId: string, draft: boolean, query: string, scheduled?: boolean) {
  const parts: SQL[] = [sql`b.author = ${userId}`, sql`b.draft = ${draft}`];
  if (draft && scheduled !== undefined) parts.push(scheduled ? sql`b.scheduled_at IS NOT NULL` : sql`b.scheduled_at IS NULL`);
  if (query.trim()) {
    const words = searchWords(query);
    parts.push(words.length ? sql`EXISTS (SELECT 1 FROM blog_search s WHERE s.blog = b.id AND (s.search @@ ${textQuery(words)} OR s.body @@ ${bodyQuery(words)}))` : sql`false`);
  }
  return sql.join(parts, sql` AND `);
}

/** A blog with its card columns and content, by blog_id. */
/* ---- The lists' queries, whole (routes name what they list, not how to filter it) ----------- */

/** Published blogs, newest first, without the blogs of the `blocked` authors. */
export const latestCards = (db: Executor, limit: number, skip: number, blocked: string[] = []) => cardPage(db, publishedExcept(blocked), NEWEST, limit, skip);

/** How many blogs latestCards lists. */
export const latestTotal = (db: Executor, blocked: string[] = []) => count(db, publishedExcept(blocked));

/** A search's filters, made by searchFilter. */
export type BlogSearch = ReturnType<typeof searchFilter>;

/** A search's page when it has no words to match (a text search pages with textSearchCards). */
export const filteredCards = (db: Executor, search: BlogSearch, limit: number, skip: number) => cardPage(db, search.where, NEWEST, limit, skip);

/** How many blogs a search finds (a text search counted through the GIN indexes). */
export const searchTotal = (db: Db, search: BlogSearch) => (search.text ? textSearchTotal(db, search.text) : count(db, search.where));

/** Which of an author's own blogs to list: drafts (`scheduled`: only those waiting for their minute, or only the others) or published ones, optionally matching words. */
export interface OwnBlogs {
  draft: boolean;
  query: string;
  scheduled?: boolean;
}

/** An author's own blogs (ownFilter): scheduled drafts the next to go live first, the others newest first. */
export const ownCards = (db: Executor, userId: string, f: OwnBlogs, limit: number, skip: number) =>
  cardPage(db, ownFilter(userId, f.draft, f.query, f.scheduled), f.draft && f.scheduled ? SOONEST : NEWEST, limit, skip);

/** How many blogs ownCards lists. */
export const ownTotal = (db: Executor, userId: string, f: OwnBlogs) => count(db, ownFilter(userId, f.draft, f.query, f.scheduled));

/** The reviewers a blog thanks ("Thanks to …"), in the author's order, as `{ username, fullname }` (said of `blogs b`). */
export const CREDITS = sql`(SELECT coalesce(json_agg(json_build_object('username', cu.username, 'fullname', cu.fullname) ORDER BY array_position(b.credits, cu.id)), '[]'::json)
  FROM users cu WHERE cu.id = ANY(b.credits))`;

export const blogWithContent = (db: Executor, blogId: string) =>
  one<CardRow & { content: unknown; hidden: boolean; canonical_url: string | null; language: string; credits: { username: string; fullname: string }[] }>(
    db,
    sql`SELECT ${CARD_COLUMNS}, b.content, b.hidden, b.canonical_url, ${CREDITS} AS credits FROM blogs b JOIN users u ON u.id = b.author WHERE b.blog_id = ${blogId}`,
  );

const firstOf = <T>(list: T[]): T | undefined => list[0];

/** Who may see a blog: its author and whether it is a draft, hidden or held (by _id). */
export const blogAccess = async (db: Executor, blogUuid: string) =>
  firstOf(await db.select({ id: blogs.id, author: blogs.author, draft: blogs.draft, hidden: blogs.hidden, held: blogs.held }).from(blogs).where(eq(blogs.id, blogUuid)));

/** A published, visible blog by _id (drafts and hidden blogs cannot be liked or commented on). */
export const publishedBlogById = async (db: Executor, blogUuid: string) =>
  firstOf(await db.select({ id: blogs.id, author: blogs.author }).from(blogs).where(and(eq(blogs.id, blogUuid), not(blogs.draft), not(blogs.hidden))));

/** A blog by blog_id, locked until the transaction ends (an edit or a deletion). */
export const lockBlogByBlogId = async (tx: Executor, blogId: string) =>
  firstOf(
    await tx
      .select({ id: blogs.id, author: blogs.author, draft: blogs.draft, hidden: blogs.hidden, blog_id: blogs.blogId, total_reads: blogs.totalReads })
      .from(blogs)
      .where(eq(blogs.blogId, blogId))
      .for('update'),
  );

export interface BlogFields {
  title: string;
  banner: string;
  des: string;
  content: unknown;
  tags: string[];
  draft: boolean;
  /** Its original address elsewhere; undefined: left as it is (a new blog: none). */
  canonicalUrl?: string | null;
  /** Its own language, a canonical BCP 47 tag; absent: a saved blog keeps its own (see insertBlog for a new one). */
  language?: string;
}

const stored = (f: BlogFields) => ({
  title: f.title,
  banner: f.banner,
  des: f.des,
  content: f.content as typeof blogs.$inferInsert.content,
  tags: f.tags,
  draft: f.draft,
  ...(f.canonicalUrl !== undefined ? { canonicalUrl: f.canonicalUrl } : {}),
  ...(f.language !== undefined ? { language: f.language } : {}),
});

/** Saves an existing blog; `publishing` (a draft going live) sets its publication time. */
export async function updateBlog(tx: Executor, id: string, f: BlogFields, publishing: boolean) {
  await tx
    .update(blogs)
    .set({ ...stored(f), updatedAt: sql`now()`, ...(publishing ? { publishedAt: sql`now()` } : {}) })
    .where(eq(blogs.id, id));
}

/**
 * Inserts a blog, and when it goes live (`live`) its author's count of posts, its first revision and
 * a new_blog notification for each follower (none for one who blocked the author), in one statement
 * (its search words come by trigger, migration 0010). Answers the new blog's id and whom it notified
 * (their mail is the caller's: announce), or undefined when its blog_id is taken: the caller makes
 * another and tries again. One statement rather than four: on the embedded database every statement
 * is a round trip between threads while the transaction holds the one connection (bench/README.md, "The embedded database").
 */
export async function insertBlog(
  tx: Executor,
  blogId: string,
  author: string,
  f: BlogFields,
  live: boolean,
  fallbackLanguage: string,
  /** When it was first published (an imported post's date); default now. Its followers are told only of a blog published now. */
  publishedAt?: Date,
  /** Held for a vouch: hidden, out of its author's count, and no follower is told until it is released. */
  held = false,
): Promise<{ id: string; followers: string[] } | undefined> {
  const at = publishedAt ? sql`${publishedAt.toISOString()}::timestamptz` : sql`now()`;
  const notify = live && !publishedAt && !held;
  // Its language when the author named none: theirs (their interface setting), else `fallbackLanguage`.
  const language = sql`coalesce(${f.language ?? null}::text, (SELECT language FROM users WHERE id = ${author}), ${fallbackLanguage}::text)`;
  const created = await one<{ id: string; followers: string[] }>(
    tx,
    sql`WITH created AS (
        INSERT INTO blogs (blog_id, author, title, banner, des, content, tags, draft, canonical_url, language, published_at, updated_at, hidden, held)
        VALUES (${blogId}, ${author}, ${f.title}, ${f.banner}, ${f.des}, ${JSON.stringify(f.content)}::jsonb, ${sql.param(f.tags)}::text[], ${f.draft}, ${f.canonicalUrl ?? null}, ${language}, ${at}, ${at}, ${held}, ${held})
        ON CONFLICT (blog_id) DO NOTHING
        RETURNING id, title, banner, des, content, tags
      ), counted AS (
        UPDATE users SET total_posts = total_posts + 1 WHERE id = ${author} AND ${live && !held}::boolean AND EXISTS (SELECT 1 FROM created)
      ), revised AS (
        INSERT INTO blog_revisions (blog, rev, title, banner, des, content, tags)
        SELECT id, 1, title, banner, des, content, tags FROM created WHERE ${live}::boolean
      ), noted AS (
        ${followersNotification(sql`(SELECT id FROM created)`, author, sql`${notify}::boolean AND EXISTS (SELECT 1 FROM created)`)}
      )
      SELECT id, (SELECT coalesce(array_agg(notification_for::text), '{}') FROM noted) AS followers FROM created`,
  );
  return created;
}

/**
 * The new_blog notifications of a blog going live, one per follower of its author, except where one
 * of the two blocked the other (`when`: a condition). Blocking ends the follow both ways; the second
 * test keeps a follow left from before that out too.
 */
export function followersNotification(blogUuid: SQL, author: string | SQL, when: SQL = sql`true`): SQL {
  return sql`INSERT INTO notifications (type, blog, notification_for, user_id)
        SELECT 'new_blog', ${blogUuid}, f.follower, ${author} FROM follows f
        WHERE ${when} AND f.followee = ${author}
          AND NOT EXISTS (SELECT 1 FROM blocks k WHERE (k.blocker = f.follower AND k.blocked = ${author}) OR (k.blocker = ${author} AND k.blocked = f.follower))
        RETURNING notification_for`;
}

/** The author's count of published blogs moves by `delta`. */
export async function addToPosts(tx: Executor, userId: string, delta: number) {
  await tx.update(users).set({ totalPosts: sql`${users.totalPosts} + ${delta}` }).where(eq(users.id, userId));
}

/** Deletes a blog (comments, likes and notifications go by foreign key); the author's counters lose exactly it. */
export async function deleteBlogRow(tx: Executor, blog: { id: string; draft: boolean; hidden: boolean; total_reads: number }, author: string) {
  await tx.delete(blogs).where(eq(blogs.id, blog.id));
  // A hidden blog already left total_posts when it was hidden.
  await tx
    .update(users)
    .set({ totalPosts: sql`${users.totalPosts} - ${blog.draft || blog.hidden ? 0 : 1}`, totalReads: sql`greatest(${users.totalReads} - ${blog.total_reads}, 0)` })
    .where(eq(users.id, author));
}

const likeOf = (blogUuid: string, userId: string) => and(eq(likes.blog, blogUuid), eq(likes.userId, userId));

export const isLiked = async (db: Executor, blogUuid: string, userId: string) =>
  (await db.select({ blog: likes.blog }).from(likes).where(likeOf(blogUuid, userId))).length > 0;

/*
 * A like or unlike is one statement (data-modifying CTEs): the blog (published, visible), the like row,
 * the counter and the notification change together, atomically, in one round trip to the database.
 * On the embedded database every statement waits for the one connection, so a like that took six
 * round trips (lookup, BEGIN, insert, counter, notification, COMMIT) held the queue six times as long.
 * Each part names the blog by its id (not `IN (SELECT … FROM` another part): the planner cannot see
 * into a CTE, and with `IN` it scanned all of notifications (450k rows at 100k blogs) on every unlike.
 */

/** What a like or unlike did: `found` false when the blog is not a published, visible one. */
export interface LikeChange {
  found: boolean;
  changed: boolean;
}

/** Adds the caller's like, its counter and the author's notification (none for one's own blog). Idempotent. */
export async function addLike(db: Executor, blogUuid: string, userId: string): Promise<LikeChange> {
  const [r] = await rows<{ found: boolean; changed: boolean }>(
    db,
    sql`WITH b AS (SELECT id, author FROM blogs WHERE id = ${blogUuid} AND NOT draft AND NOT hidden),
         added AS (INSERT INTO likes (blog, user_id) SELECT id, ${userId} FROM b ON CONFLICT DO NOTHING RETURNING blog),
         counted AS (UPDATE blogs SET total_likes = total_likes + 1 WHERE id = ${blogUuid} AND EXISTS (SELECT 1 FROM added) RETURNING id),
         noted AS (INSERT INTO notifications (type, blog, notification_for, user_id)
                   SELECT 'like', b.id, b.author, ${userId} FROM b JOIN added ON added.blog = b.id WHERE b.author <> ${userId} RETURNING id)
       SELECT EXISTS (SELECT 1 FROM b) AS found, EXISTS (SELECT 1 FROM counted) AS changed, (SELECT count(*) FROM noted) AS n`,
  );
  return { found: r.found, changed: r.changed };
}

/** Removes the caller's like, its counter and its notification. Idempotent. */
export async function removeLike(db: Executor, blogUuid: string, userId: string): Promise<LikeChange> {
  const [r] = await rows<{ found: boolean; changed: boolean }>(
    db,
    sql`WITH b AS (SELECT id FROM blogs WHERE id = ${blogUuid} AND NOT draft AND NOT hidden),
         removed AS (DELETE FROM likes WHERE blog = ${blogUuid} AND user_id = ${userId} AND EXISTS (SELECT 1 FROM b) RETURNING blog),
         counted AS (UPDATE blogs SET total_likes = total_likes - 1 WHERE id = ${blogUuid} AND EXISTS (SELECT 1 FROM removed) RETURNING id),
         unnoted AS (DELETE FROM notifications WHERE type = 'like' AND blog = ${blogUuid} AND user_id = ${userId} AND EXISTS (SELECT 1 FROM removed) RETURNING id)
       SELECT EXISTS (SELECT 1 FROM b) AS found, EXISTS (SELECT 1 FROM counted) AS changed, (SELECT count(*) FROM unnoted) AS n`,
  );
  return { found: r.found, changed: r.changed };
}
