import type { FastifyRequest } from 'fastify';
import type { Context } from '../context.ts';
import { optionalUser, type AuthUser } from '../http.ts';
import { blockedBy, bookmarkedAmong } from '../store/social.ts';

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

export interface ViewerCard {
  _id: string;
  author: { personal_info: { username: string } };
  bookmarked?: boolean;
}

/**
 * Cards as a signed-in member sees them: without those of members they blocked (a page then holds
 * fewer cards; the next page continues where it would have), each saying whether it is in their
 * reading list (one indexed read for the page).
 */
export async function personalCards<C extends ViewerCard>(ctx: Context, viewer: Viewer, cards: C[]): Promise<C[]> {
  if (!viewer.user) return cards;
  const shown = viewer.blocked.usernames.size ? cards.filter((b) => !viewer.blocked.usernames.has(b.author.personal_info.username)) : cards;
  const saved = await bookmarkedAmong(ctx.db, viewer.user.id, shown.map((b) => b._id));
  for (const card of shown) card.bookmarked = saved.has(card._id);
  return shown;
}
