import type { FastifyInstance } from 'fastify';
import { PAGE_SIZES } from '../../src/contract/index.ts';
import type { Context } from '../context.ts';
import { badRequest, isUuid, notFound } from '../http.ts';
import { bookmarkPage, bookmarkableBlog, followCounts, followingCards, setBookmark, setFollowing } from '../store/social.ts';
import { userIdByUsername } from '../store/users.ts';
import { callServer } from './call.ts';
import { toCard } from './shapes.ts';

const page = (n: number, size: number) => ({ limit: size, skip: (n - 1) * size });

/** Following authors and keeping a reading list (API.md, "Community"). */
export default async function socialRoutes(api: FastifyInstance, { ctx }: { ctx: Context }) {
  const db = ctx.db;
  const serve = callServer(api, ctx);

  serve('follow', async ({ body, me }) => {
    const target = await userIdByUsername(db, body.username);
    if (!target) throw notFound('User not found');
    if (target === me.id) throw badRequest('You cannot follow yourself');
    await setFollowing(db, me.id, target, body.following);
    const counts = await followCounts(db, target);
    return { following: body.following, followers: counts.followers };
  });

  serve('followingBlogs', async ({ body, me }) => {
    const { limit, skip } = page(body.page, PAGE_SIZES.following);
    return { blogs: (await followingCards(db, me.id, limit, skip)).map(toCard) };
  });

  serve('bookmark', async ({ body, me }) => {
    const blog = isUuid(body._id) ? await bookmarkableBlog(db, body._id) : undefined;
    // Removing is allowed for a blog that is gone; saving needs a published blog.
    if (!blog && body.saved) throw notFound('Blog not found');
    if (blog) await setBookmark(db, me.id, blog, body.saved);
    return { saved: body.saved };
  });

  serve('bookmarks', async ({ body, me }) => {
    const { limit, skip } = page(body.page, PAGE_SIZES.bookmarks);
    const list = await bookmarkPage(db, me.id, limit, skip);
    return {
      bookmarks: list.map((b) => ({
        saved_at: b.saved_at.toISOString(),
        title: b.title,
        author: { fullname: b.author_fullname, username: b.author_username },
        blog: b.card ? toCard(b.card) : null,
      })),
    };
  });
}
