import type { FastifyInstance } from 'fastify';
import { ERRORS, PAGE_SIZES } from '../../src/contract/index.ts';
import type { Context } from '../context.ts';
import { badRequest, forbidden, isUuid, notFound } from '../http.ts';
import { bookmarkPage, bookmarkableBlog, followCounts, followingCards, hasBlocked, removeBookmark, setBlocked, setBookmark, setFollowing } from '../store/social.ts';
import { userIdByUsername } from '../store/users.ts';
import { callServer } from './call.ts';
import { personalCards, viewerOf } from './viewer.ts';
import { toCard } from '../shapes.ts';

const page = (n: number, size: number) => ({ limit: size, skip: (n - 1) * size });

/** Following authors and keeping a reading list (API.md, "Community"). */
export default async function socialRoutes(api: FastifyInstance, { ctx }: { ctx: Context }) {
  const db = ctx.db;
  const serve = callServer(api, ctx);

  serve('follow', async ({ body, me }) => {
    const target = await userIdByUsername(db, body.username);
    if (!target) throw notFound(ERRORS.userNotFound);
    if (target === me.id) throw badRequest(ERRORS.followSelf);
    if (body.following && (await hasBlocked(db, me.id, target))) throw forbidden(ERRORS.followBlockedMember);
    if (body.following && (await hasBlocked(db, target, me.id))) throw forbidden(ERRORS.followRefused);
    await setFollowing(db, me.id, target, body.following);
    const counts = await followCounts(db, target);
    return { following: body.following, followers: counts.followers };
  });

  serve('followingBlogs', async ({ body, me, req }) => {
    const { limit, skip } = page(body.page, PAGE_SIZES.following);
    const cards = (await ctx.cache.reads.withReads(() => followingCards(db, me.id, limit, skip))).map(toCard);
    return { blogs: await personalCards(ctx, await viewerOf(ctx, req), cards) };
  });

  serve('bookmark', async ({ body, me }) => {
    if (!isUuid(body._id)) throw notFound(ERRORS.blogNotFound);
    if (!body.saved) {
      // Removing works for a blog that is gone too (its entry stays in the list until removed).
      await removeBookmark(db, me.id, body._id);
      return { saved: false };
    }
    const blog = await bookmarkableBlog(db, body._id);
    if (!blog) throw notFound(ERRORS.blogNotFound);
    await setBookmark(db, me.id, blog, true);
    return { saved: true };
  });

  serve('block', async ({ body, me }) => {
    const target = await userIdByUsername(db, body.username);
    if (!target) throw notFound(ERRORS.userNotFound);
    if (target === me.id) throw badRequest(ERRORS.blockSelf);
    await setBlocked(db, me.id, target, body.blocked);
    return { blocked: body.blocked };
  });

  serve('bookmarks', async ({ body, me }) => {
    const { limit, skip } = page(body.page, PAGE_SIZES.bookmarks);
    const list = await ctx.cache.reads.withReads(() => bookmarkPage(db, me.id, limit, skip), (rows) => rows.map((b) => b.card));
    return {
      bookmarks: list.map((b) => ({
        _id: b.saved_blog,
        saved_at: b.saved_at.toISOString(),
        title: b.title,
        author: { fullname: b.author_fullname, username: b.author_username },
        blog: b.card ? toCard(b.card) : null,
      })),
    };
  });
}
