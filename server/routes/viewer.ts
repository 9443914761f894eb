import type { FastifyRequest } from 'fastify';
import type { Context } from '../context.ts';
import { optionalUser, type AuthUser } from '../http.ts';
import { blockedBy } from '../store/social.ts';

/** Who asks a call whose answer depends on it: the signed-in caller (or a visitor) and whom they blocked. */
export interface Viewer {
  user: AuthUser | null;
  blocked: { ids: string[]; usernames: Set<string> };
}

const NOBODY = { ids: [], usernames: new Set<string>() };

export async function viewerOf(ctx: Context, req: FastifyRequest): Promise<Viewer> {
  const user = await optionalUser(ctx, req);
  return { user, blocked: user ? await blockedBy(ctx.db, user.id) : NOBODY };
}

/**
 * A cached answer `{"blog":{...}}` with one more field of the blog for this caller: the text's last
 * two characters close the blog and the answer, so the field goes just before them.
 */
export function withViewerField(text: string, field: string, value: boolean): string {
  return `${text.slice(0, -2)},${JSON.stringify(field)}:${value}}}`;
}

/**
 * A cached card list (`{ blogs: [...] }` as JSON text, shared by every caller) without the cards of
 * members the viewer blocked. Only a viewer who blocked someone pays for the parse; a page then
 * holds fewer cards, and the next page continues where it would have.
 */
export function withoutBlocked(text: string, viewer: Viewer): string {
  if (viewer.blocked.usernames.size === 0) return text;
  const answer = JSON.parse(text) as { blogs: { author: { personal_info: { username: string } } }[] };
  answer.blogs = answer.blogs.filter((b) => !viewer.blocked.usernames.has(b.author.personal_info.username));
  return JSON.stringify(answer);
}
