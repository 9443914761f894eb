import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import {
  MESSAGES,
  PAGE_SIZES,
  createBlogSchema,
  deleteBlogSchema,
  getBlogSchema,
  idPayloadSchema,
  latestBlogsSchema,
  likeBlogSchema,
  searchBlogsCountSchema,
  searchBlogsSchema,
  userWrittenBlogsCountSchema,
  userWrittenBlogsSchema,
} from '../../src/contract/index.ts';
import { isAllowedImageUrl, sanitizeContent } from '../content/sanitize.ts';
import { blogUploadKeys, recordBlogUses } from '../store/uploads.ts';
import type { Context } from '../context.ts';
import { isUniqueViolation, one, rows } from '../db/query.ts';
import { badRequest, forbidden, isUuid, notFound, optionalUser, parseBody, requireUser } from '../http.ts';
import {
  CARD_COLUMNS,
  type CardRow,
  personalInfo,
  searchWords,
  type TextSearch,
  textQuery,
  textSearchCount,
  textSearchPages,
  toCard,
  trendingBar,
  type TrendingBar,
  trendingPage,
} from './blogQueries.ts';
import { Slots, TAG, TTL } from '../cache/index.ts';

const BLOG_NOT_FOUND = 'Blog not found';

/** A URL-safe slug of the title plus a short random part. */
export function makeBlogId(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  const suffix = randomBytes(6).toString('base64url').replace(/[^a-zA-Z0-9]/g, 'x').toLowerCase().slice(0, 8);
  return `${slug || 'blog'}-${suffix}`;
}

const offset = (page: number, size: number, deleted = 0) => Math.max(0, (page - 1) * size - deleted);

export default async function blogRoutes(api: FastifyInstance, { ctx }: { ctx: Context }) {
  const db = ctx.db;

  const count = async (where: SQL) =>
    (await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM blogs b WHERE ${where}`))!.n;

  // Public lists go through the read cache: answers kept as JSON, read counts filled in when sent.
  // A page may take more than one statement (trending; a text search's page across its ranked part).
  const cachedCardList = (key: string, ttl: number, load: () => Promise<CardRow[]>) =>
    ctx.cache.answers.fetch(key, ttl, async () => {
      const list = await load();
      const slots = new Slots();
      const blogs = list.map((r) => {
        const card = toCard(r);
        slots.track(card.activity, r.id);
        return card;
      });
      return slots.done({ blogs }, [TAG.lists]);
    });
  const cachedCards = (key: string, ttl: number, where: SQL, order: SQL, limit: number, skip: number) =>
    cachedCardList(key, ttl, () =>
      rows<CardRow>(db, sql`SELECT ${CARD_COLUMNS} FROM blogs b JOIN users u ON u.id = b.author WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${skip}`),
    );
  const allRows = async (queries: SQL[]) => {
    const list: CardRow[] = [];
    for (const query of queries) list.push(...(await rows<CardRow>(db, query)));
    return list;
  };
  const cachedCount = (key: string, counting: () => Promise<number>) =>
    ctx.cache.answers.fetch(key, TTL.default, async () => new Slots().done({ totalDocs: await counting() }, [TAG.lists]));

  const NEWEST = sql`b.published_at DESC, b.seq DESC`;

  /**
   * Filters of search-blogs and search-blogs-count, combined with AND: `where` on blogs, or, when
   * there are words to match, a text search (ranked over blog_search, see textSearchPages).
   */
  function searchFilter(f: { tag?: string; query?: string; author?: string; multipleTags?: string[]; remove_blog?: string }) {
    const parts: SQL[] = [sql`NOT b.draft`];
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
      else text = { query: textQuery(words), filter: parts.length > 1 ? sql.join(parts.slice(1), sql` AND `) : null };
    }
    return { where: sql.join(parts, sql` AND `), text };
  }

  function ownFilter(userId: string, draft: boolean, query: string) {
    const parts: SQL[] = [sql`b.author = ${userId}`, sql`b.draft = ${draft}`];
    if (query.trim()) {
      const words = searchWords(query);
      parts.push(words.length ? sql`EXISTS (SELECT 1 FROM blog_search s WHERE s.blog = b.id AND s.search @@ ${textQuery(words)})` : sql`false`);
    }
    return sql.join(parts, sql` AND `);
  }

  api.post('/latest-blogs', async (req, reply) => {
    const { page } = parseBody(latestBlogsSchema, req.body);
    const entry = await cachedCards(`latest:${page}`, TTL.default, sql`NOT b.draft`, NEWEST, PAGE_SIZES.latest, offset(page, PAGE_SIZES.latest));
    return ctx.cache.send(reply, entry!);
  });

  api.post('/all-latest-blogs-count', async (_req, reply) => ctx.cache.send(reply, (await cachedCount('latest-count', () => count(sql`NOT b.draft`)))!));

  api.get('/trending-blogs', async (_req, reply) => {
    // The score moves with the clock: a cached ranking lives a second (its counters are always current).
    // Both statements see one snapshot: the bar is exact for the blogs the page then ranks.
    const entry = await cachedCardList('trending', TTL.trending, () =>
      db.transaction(
        async (tx) => {
          const page = trendingPage(PAGE_SIZES.trending, (await one<TrendingBar>(tx, trendingBar(PAGE_SIZES.trending)))!);
          return page ? rows<CardRow>(tx, page) : [];
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      ),
    );
    return ctx.cache.send(reply, entry!);
  });

  /** A cache key of the filters that decide a search's answer (the validated, defaulted payload). */
  const searchKey = (b: { tag?: string; query?: string; author?: string; multipleTags?: string[]; remove_blog?: string }) =>
    JSON.stringify([b.tag, b.query, b.author, b.multipleTags, b.remove_blog]);

  api.post('/search-blogs', async (req, reply) => {
    const body = parseBody(searchBlogsSchema, req.body);
    const { where, text } = searchFilter(body);
    const key = `search:${body.page}:${body.limit}:${searchKey(body)}`;
    const skip = offset(body.page, body.limit);
    const entry = text
      ? await cachedCardList(key, TTL.default, () => allRows(textSearchPages(text, body.limit, skip)))
      : await cachedCards(key, TTL.default, where, NEWEST, body.limit, skip);
    return ctx.cache.send(reply, entry!);
  });

  api.post('/search-blogs-count', async (req, reply) => {
    const body = parseBody(searchBlogsCountSchema, req.body);
    const { where, text } = searchFilter(body);
    const counting = text ? async () => (await one<{ n: number }>(db, textSearchCount(text)))!.n : () => count(where);
    return ctx.cache.send(reply, (await cachedCount(`search-count:${searchKey(body)}`, counting))!);
  });

  api.post('/user-written-blogs', async (req) => {
    const me = await requireUser(ctx, req);
    const body = parseBody(userWrittenBlogsSchema, req.body);
    const cards = await rows<CardRow>(
      db,
      sql`SELECT ${CARD_COLUMNS} FROM blogs b JOIN users u ON u.id = b.author WHERE ${ownFilter(me.id, body.draft, body.query)}
          ORDER BY ${NEWEST} LIMIT ${PAGE_SIZES.userBlogs} OFFSET ${offset(body.page, PAGE_SIZES.userBlogs, body.deletedDocCount)}`,
    );
    return { blogs: cards.map((r) => ({ ...toCard(r), draft: r.draft })) };
  });

  api.post('/user-written-blogs-count', async (req) => {
    const me = await requireUser(ctx, req);
    const body = parseBody(userWrittenBlogsCountSchema, req.body);
    return { totalDocs: await count(ownFilter(me.id, body.draft, body.query)) };
  });

  api.post('/get-blog', async (req, reply) => {
    const body = parseBody(getBlogSchema, req.body);
    const viewer = await optionalUser(ctx, req);
    // One cached answer per blog for everyone; drafts are computed for their author and never kept.
    const entry = await ctx.cache.answers.fetch(`blog:${body.blog_id}`, TTL.default, async () => {
      const row = await one<CardRow & { content: unknown }>(
        db,
        sql`SELECT ${CARD_COLUMNS}, b.content FROM blogs b JOIN users u ON u.id = b.author WHERE b.blog_id = ${body.blog_id}`,
      );
      if (!row) return null;
      const slots = new Slots();
      const card = toCard(row);
      slots.track(card.activity, row.id);
      const blog = { _id: row.id, ...card, author: { _id: row.author_id, ...personalInfo(row) }, content: [row.content], draft: row.draft };
      return slots.done({ blog }, [TAG.blog(row.id)], { id: row.id, author: row.author_id, draft: row.draft }, !row.draft);
    });
    const isAuthor = !!viewer && viewer.id === entry?.meta?.author;
    if (!entry || (entry.meta!.draft && !isAuthor)) throw notFound(BLOG_NOT_FOUND);
    // Counted in memory and written in batches (server/cache/readCounter.ts); the answer includes it.
    if (!isAuthor && body.mode !== 'edit') ctx.cache.reads.count(entry.meta!.id, entry.meta!.author);
    return ctx.cache.send(reply, entry);
  });

  api.post('/create-blog', async (req) => {
    const me = await requireUser(ctx, req);
    const body = parseBody(createBlogSchema, req.body);
    if (body.banner && !isAllowedImageUrl(body.banner)) throw badRequest('The banner must be an uploaded image or an http(s) image URL');
    const content = sanitizeContent(body.content as Parameters<typeof sanitizeContent>[0]);
    if (!body.draft && content.blocks.length === 0) throw badRequest(MESSAGES.publishEmpty);
    // The uploads it shows are in use from now on (server/storage/uses.ts deletes unused ones).
    const uploadKeys = blogUploadKeys(ctx.store, body.banner, content.blocks);

    const result = await db.transaction(async (tx) => {
      if (body.id !== undefined) {
        const existing = await one<{ id: string; author: string; draft: boolean; blog_id: string; total_reads: number }>(
          tx,
          sql`SELECT id, author, draft, blog_id, total_reads FROM blogs WHERE blog_id = ${body.id} FOR UPDATE`,
        );
        if (!existing) throw notFound(BLOG_NOT_FOUND);
        if (existing.author !== me.id) throw forbidden('Only the author can edit this blog');
        const publishing = existing.draft && !body.draft;
        await tx.execute(sql`UPDATE blogs SET title = ${body.title}, banner = ${body.banner}, des = ${body.des},
            content = ${JSON.stringify(content)}::jsonb, tags = ${sql.param(body.tags)}::text[], draft = ${body.draft}, updated_at = now()
            ${publishing ? sql`, published_at = now()` : sql``}
            WHERE id = ${existing.id}`);
        const delta = existing.draft === body.draft ? 0 : body.draft ? -1 : 1;
        if (delta) await tx.execute(sql`UPDATE users SET total_posts = total_posts + ${delta} WHERE id = ${me.id}`);
        await recordBlogUses(tx, existing.id, uploadKeys);
        return { id: existing.blog_id, _id: existing.id };
      }
      for (let attempt = 0; ; attempt++) {
        const blogId = makeBlogId(body.title);
        try {
          await tx.execute(sql`SAVEPOINT new_blog`);
          const created = (await one<{ id: string }>(
            tx,
            sql`INSERT INTO blogs (blog_id, title, banner, des, content, tags, author, draft)
              VALUES (${blogId}, ${body.title}, ${body.banner}, ${body.des}, ${JSON.stringify(content)}::jsonb, ${sql.param(body.tags)}::text[], ${me.id}, ${body.draft})
              RETURNING id`,
          ))!;
          if (!body.draft) await tx.execute(sql`UPDATE users SET total_posts = total_posts + 1 WHERE id = ${me.id}`);
          await recordBlogUses(tx, created.id, uploadKeys);
          return { id: blogId, _id: null };
        } catch (err) {
          if (!isUniqueViolation(err) || attempt > 3) throw err;
          await tx.execute(sql`ROLLBACK TO SAVEPOINT new_blog`);
        }
      }
    });
    if (result._id) ctx.cache.changed(TAG.lists, TAG.blog(result._id));
    else if (!body.draft) ctx.cache.changed(TAG.lists);
    return { id: result.id };
  });

  api.post('/delete-blog', async (req) => {
    const me = await requireUser(ctx, req);
    const { blog_id } = parseBody(deleteBlogSchema, req.body);
    // Reads still in memory go in first, so that the author's total loses exactly this blog's reads.
    await ctx.cache.reads.flush();
    const deleted = await db.transaction(async (tx) => {
      const blog = await one<{ id: string; author: string; draft: boolean; total_reads: number }>(
        tx,
        sql`SELECT id, author, draft, total_reads FROM blogs WHERE blog_id = ${blog_id} FOR UPDATE`,
      );
      if (!blog) throw notFound(BLOG_NOT_FOUND);
      if (blog.author !== me.id) throw forbidden('Only the author can delete this blog');
      // Comments, likes and notifications go with the blog (foreign keys cascade).
      await tx.execute(sql`DELETE FROM blogs WHERE id = ${blog.id}`);
      await tx.execute(sql`UPDATE users SET total_posts = total_posts - ${blog.draft ? 0 : 1},
          total_reads = greatest(total_reads - ${blog.total_reads}, 0) WHERE id = ${me.id}`);
      return blog.id;
    });
    ctx.cache.changed(TAG.lists, TAG.blog(deleted));
    return { status: 'done' };
  });

  /** A published blog by its _id (drafts cannot be liked or commented on), or a 404. */
  const publishedBlog = async (id: string) => {
    const blog = isUuid(id)
      ? await one<{ id: string; author: string }>(db, sql`SELECT id, author FROM blogs WHERE id = ${id} AND NOT draft`)
      : undefined;
    if (!blog) throw notFound(BLOG_NOT_FOUND);
    return blog;
  };

  api.post('/isliked-by-user', async (req) => {
    const me = await requireUser(ctx, req);
    const { _id } = parseBody(idPayloadSchema, req.body);
    const blog = await publishedBlog(_id);
    const like = await one(db, sql`SELECT 1 FROM likes WHERE blog = ${blog.id} AND user_id = ${me.id}`);
    return { result: !!like };
  });

  api.post('/like-blog', async (req) => {
    const me = await requireUser(ctx, req);
    const { _id, isLikedByUser } = parseBody(likeBlogSchema, req.body);
    const blog = await publishedBlog(_id);
    const changed = await db.transaction(async (tx) => {
      if (!isLikedByUser) {
        const added = await rows(tx, sql`INSERT INTO likes (blog, user_id) VALUES (${blog.id}, ${me.id}) ON CONFLICT DO NOTHING RETURNING 1`);
        if (added.length === 0) return false; // already liked: nothing changes
        await tx.execute(sql`UPDATE blogs SET total_likes = total_likes + 1 WHERE id = ${blog.id}`);
        if (blog.author !== me.id) {
          await tx.execute(sql`INSERT INTO notifications (type, blog, notification_for, user_id) VALUES ('like', ${blog.id}, ${blog.author}, ${me.id})`);
        }
      } else {
        const removed = await rows(tx, sql`DELETE FROM likes WHERE blog = ${blog.id} AND user_id = ${me.id} RETURNING 1`);
        if (removed.length === 0) return false;
        await tx.execute(sql`UPDATE blogs SET total_likes = total_likes - 1 WHERE id = ${blog.id}`);
        await tx.execute(sql`DELETE FROM notifications WHERE type = 'like' AND blog = ${blog.id} AND user_id = ${me.id}`);
      }
      return true;
    });
    if (changed) ctx.cache.changed(TAG.lists, TAG.blog(blog.id));
    return { liked_by_user: !isLikedByUser };
  });

}
