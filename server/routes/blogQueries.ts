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
