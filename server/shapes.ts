import { TOKEN_LIFETIME_SECONDS } from './auth/tokens.ts';
import type { Context } from './context.ts';
import type { CardRow } from './store/blogs.ts';
import type { EditRow } from './store/publishing.ts';
import { openSession, type AccountRow } from './store/users.ts';

/** Answer shapes built from store rows (API.md "Entities"); their schemas are in src/contract/answers.ts. */

export const personalInfo = (r: { fullname: string; username: string; profile_img: string }) => ({
  personal_info: { fullname: r.fullname, username: r.username, profile_img: r.profile_img },
});

export function toCard(r: CardRow) {
  return {
    _id: r.id,
    blog_id: r.blog_id,
    title: r.title,
    des: r.des,
    banner: r.banner,
    tags: r.tags,
    publishedAt: r.published_at.toISOString(),
    language: r.language,
    activity: {
      total_likes: r.total_likes,
      total_comments: r.total_comments,
      total_reads: r.total_reads,
      total_parent_comments: r.total_parent_comments,
      total_shares: r.total_shares ?? 0,
    },
    author: personalInfo(r),
    ...(r.banner_meta ? { banner_meta: r.banner_meta } : {}),
    ...(r.snippet ? { snippet: r.snippet } : {}),
  };
}


/** A new session row (one per signed-in device) and the session answer with its token; the user's expired rows go. */
export async function sessionAnswer(ctx: Context, u: AccountRow) {
  const sessionId = await openSession(ctx.db, u.id, TOKEN_LIFETIME_SECONDS);
  return {
    access_token: await ctx.tokens.sign({ userId: u.id, version: u.token_version, sessionId }),
    username: u.username,
    fullname: u.fullname,
    profile_img: u.profile_img,
    email_verified: u.email_verified,
  };
}

/**
 * A blog as its author edits it (get-blog in edit mode, a 409's stored blog) or as a preview link
 * shows it: the pending changes over the published fields when there are any, with the version the
 * next save must carry.
 */
export function editAnswer(r: EditRow, opts: { preview?: boolean; previewPath?: string | null } = {}) {
  const p = r.pending;
  return {
    ...toCard(r),
    ...(p ? { title: p.title, banner: p.banner, des: p.des, tags: p.tags } : {}),
    author: { _id: r.author_id, ...personalInfo(r) },
    content: [p ? p.content : r.content] as [unknown],
    draft: r.draft,
    ...(r.canonical_url ? { canonical_url: r.canonical_url } : {}),
    language: r.language,
    ...(r.held ? { held: true } : r.hidden ? { hidden: true } : {}),
    ...(r.credits?.length ? { credits: r.credits } : {}),
    ...(opts.preview ? { preview: true } : { version: r.version, ...(opts.previewPath ? { preview_path: opts.previewPath } : {}) }),
    ...(p ? { pending: true } : {}),
    ...(r.scheduled_at ? { scheduled_at: r.scheduled_at.toISOString() } : {}),
  };
}
