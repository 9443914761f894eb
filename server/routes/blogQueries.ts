import { sql, type SQL } from 'drizzle-orm';

/** The columns of a blog card, with its author. */
export const CARD_COLUMNS = sql`b.id, b.blog_id, b.title, b.des, b.banner, b.tags, b.published_at, b.draft,
  b.total_likes, b.total_comments, b.total_reads, b.total_parent_comments,
  u.id AS author_id, u.fullname, u.username, u.profile_img`;

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
  total_reads: number;
  total_parent_comments: number;
  author_id: string;
  fullname: string;
  username: string;
  profile_img: string;
}

export const personalInfo = (r: { fullname: string; username: string; profile_img: string }) => ({
  personal_info: { fullname: r.fullname, username: r.username, profile_img: r.profile_img },
});

export function toCard(r: CardRow) {
  return {
    blog_id: r.blog_id,
    title: r.title,
    des: r.des,
    banner: r.banner,
    tags: r.tags,
    publishedAt: r.published_at.toISOString(),
    activity: {
      total_likes: r.total_likes,
      total_comments: r.total_comments,
      total_reads: r.total_reads,
      total_parent_comments: r.total_parent_comments,
    },
    author: personalInfo(r),
  };
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
/** How many of the newest blogs trending ranks outright. */
export const TRENDING_RECENT = 200;

/**
 * The trending page, exactly as ranking every published blog would give it, without reading every
 * blog. The newest TRENDING_RECENT are ranked first (trendingBar): an older blog is at least as old
 * as the oldest of them, so it can only beat their `limit`-th best score if its activity is at least
 * that score times (that age + 2)^1.5. The page then ranks the newest ones and those few
 * (trendingPage): two index ranges, one on published_at and one on the activity index. Two
 * statements rather than one, so that the planner sees the bar's values and picks those indexes.
 */
export function trendingBar(limit: number): SQL {
  return sql`WITH recent AS (
      SELECT b.published_at, ${TRENDING_SCORE} AS score FROM blogs b
      WHERE NOT b.draft ORDER BY b.published_at DESC, b.seq DESC LIMIT ${TRENDING_RECENT}
    ), bar AS (
      SELECT min(published_at) AS oldest,
        coalesce((SELECT score FROM recent ORDER BY score DESC LIMIT 1 OFFSET ${limit - 1}), 0) AS score FROM recent
    )
    SELECT oldest, least(ceil(score * power(${hoursSince(sql`oldest`)} + 2, 1.5)), 9e18)::int8 AS activity FROM bar`;
}

export interface TrendingBar {
  /** The oldest of the newest blogs (null: no published blog). */
  oldest: Date | null;
  /** The least activity an older blog needs to make the page (an integer, like the index). */
  activity: number | null;
}

export function trendingPage(limit: number, bar: TrendingBar): SQL | null {
  if (!bar.oldest) return null;
  return sql`SELECT ${CARD_COLUMNS} FROM blogs b JOIN users u ON u.id = b.author
    WHERE NOT b.draft AND (b.published_at >= ${bar.oldest} OR ${ACTIVITY} >= ${bar.activity ?? 0}::int8)
    ORDER BY ${TRENDING_SCORE} DESC, b.published_at DESC, b.seq DESC LIMIT ${limit}`;
}

/** How many of the newest matches a text search ranks by relevance (see rankedSearch). */
export const RANKED_MATCHES = 1000;

export interface TextSearch {
  /** The tsquery of the words (textQuery). */
  query: SQL;
  /** Conditions on `b` (blogs) besides the text, e.g. a tag or an author; null when there are none. */
  filter: SQL | null;
}

/** The matches of a text search: published blogs whose words match, with the other filters. */
const textMatches = ({ query, filter }: TextSearch) =>
  filter
    ? sql`FROM blog_search s JOIN blogs b ON b.id = s.blog WHERE NOT s.draft AND s.search @@ ${query} AND ${filter}`
    : sql`FROM blog_search s WHERE NOT s.draft AND s.search @@ ${query}`;

/** The number of blogs a text search pages through. */
export const textSearchCount = (search: TextSearch) => sql`SELECT count(*)::int AS n ${textMatches(search)}`;

/**
 * The order of a text search's answer: the newest RANKED_MATCHES matches best match first (ts_rank
 * over the weighted title, tags and description, then newest), then any older matches newest first.
 * Ranking every match of a common word would read and score a fifth of all blogs on every search
 * (300 ms to 1.4 s at 100,000 blogs, bench/README.md); the newest thousand are an index walk of the
 * narrow blog_search table. In a community with fewer matches than that, it is best match first
 * throughout. Pages stay consistent: the first RANKED_MATCHES positions hold exactly the newest
 * matches, so a page past them continues in newest order without gaps or repeats.
 */
export function textSearchPages(search: TextSearch, limit: number, skip: number): SQL[] {
  const parts: SQL[] = [];
  if (skip < RANKED_MATCHES) {
    const take = Math.min(limit, RANKED_MATCHES - skip);
    // The page is picked from the ranked matches first, so that only its own rows are joined.
    parts.push(sql`SELECT ${CARD_COLUMNS} FROM (
        SELECT m.blog, m.rank, m.published_at, m.seq FROM (
          SELECT s.blog, ts_rank(s.search, ${search.query}) AS rank, s.published_at, s.seq ${textMatches(search)}
          ORDER BY s.published_at DESC, s.seq DESC LIMIT ${RANKED_MATCHES}
        ) m ORDER BY m.rank DESC, m.published_at DESC, m.seq DESC LIMIT ${take} OFFSET ${skip}
      ) p JOIN blogs b ON b.id = p.blog JOIN users u ON u.id = b.author
      ORDER BY p.rank DESC, p.published_at DESC, p.seq DESC`);
  }
  if (skip + limit > RANKED_MATCHES) {
    const from = Math.max(skip, RANKED_MATCHES);
    parts.push(sql`SELECT ${CARD_COLUMNS} FROM (
        SELECT s.blog, s.published_at, s.seq ${textMatches(search)}
        ORDER BY s.published_at DESC, s.seq DESC LIMIT ${skip + limit - from} OFFSET ${from}
      ) m JOIN blogs b ON b.id = m.blog JOIN users u ON u.id = b.author
      ORDER BY m.published_at DESC, m.seq DESC`);
  }
  return parts;
}
