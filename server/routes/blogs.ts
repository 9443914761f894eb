import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERRORS, PAGE_SIZES, type AnswerOf } from '../../src/contract/index.ts';
import { isAllowedImageUrl, type sanitizeContent } from '../content/sanitize.ts';
import { blocksText, snippetOf } from '../content/snippet.ts';
import { blogUploadKeys } from '../store/uploads.ts';
import { bannerMeta, fillImageFiles } from '../media/blocks.ts';
import type { Context } from '../context.ts';
import { isBookmarked } from '../store/social.ts';
import { personalCards, viewerOf, withViewerField, type Viewer, type ViewerCard } from './viewer.ts';
import { badRequest, isModerator, isUuid, notFound, optionalUser, type AuthUser } from '../http.ts';
import { seriesOfBlog, seriesParts } from '../store/series.ts';
import { editRow } from '../store/publishing.ts';
import { editAnswer, personalInfo, toCard } from '../shapes.ts';
import { callServer } from './call.ts';
import { requestLanguage } from '../i18n/index.ts';
import { deleteBlog, saveBlog, setLike } from '../services/blogs.ts';
import { mayReview } from '../services/workshop.ts';
import { markRead, reviewBlog } from '../store/workshop.ts';
import {
  blogWithContent,
  filteredCards,
  isLiked,
  latestCards,
  latestTotal,
  ownCards as ownBlogCards,
  ownTotal,
  publishedBlogById,
  searchFilter as searchFilterOf,
  searchTotal,
  snippetSources,
  textSearchCards,
  type TextSearch,
  trendingCards,
  type CardRow,
} from '../store/blogs.ts';
import { Slots, TAG, TTL, type Entry } from '../cache/index.ts';

/** What a kept get-blog answer knows of its blog besides the answer. */
interface BlogMeta {
  id: string;
  author: string;
  draft: boolean;
  hidden: boolean;
  /** Waiting for a vouch: its author's only (not even moderators', who see what they hid). */
  held: boolean;
}

const offset = (page: number, size: number, deleted = 0) => Math.max(0, (page - 1) * size - deleted);

export default async function blogRoutes(api: FastifyInstance, { ctx }: { ctx: Context }) {
  const db = ctx.db;
  const serve = callServer(api, ctx);

  // Public lists go through the read cache: answers kept as JSON, read counts filled in when sent.
  // A page may take more than one statement (trending; a text search's page across its ranked part).
  const cachedCardList = (key: string, ttl: number, load: () => Promise<CardRow[]>, staleMs: number = TTL.listsStale) =>
    ctx.cache.answers.fetch(key, ttl, async () => {
      const list = await load();
      const slots = new Slots();
      const blogs = list.map((r) => {
        const card = toCard(r);
        slots.track(card.activity, r.id);
        return card;
      });
      return slots.done({ blogs }, [TAG.lists]);
    }, staleMs);
  const cachedCount = (key: string, counting: () => Promise<number>) =>
    ctx.cache.answers.fetch(key, TTL.default, async () => new Slots().done({ totalDocs: await counting() }, [TAG.lists]), TTL.listsStale);

  const searchFilter = (f: Parameters<typeof searchFilterOf>[0], blocked: string[] = []) => searchFilterOf(f, isUuid, blocked);

  /**
   * Who asks a list whose pages and count depend on the caller: a visitor, or a member and whom they
   * blocked. A request without a token is a visitor's without a look at the sessions.
   */
  const listViewer = async (req: FastifyRequest): Promise<Viewer | null> => (req.headers.authorization === undefined ? null : viewerOf(ctx, req));
  /**
   * A member who blocked someone pages through a list without those authors, and its count leaves
   * them out too: filtered in the query, so that every page is full and the count is what the pages
   * hold (filtering a kept page instead left short and empty pages, and a count of blogs never
   * listed). Such a member's lists are their own, computed and never kept; everyone else shares the
   * kept answers.
   */
  const blocksSome = (viewer: Viewer | null): viewer is Viewer => !!viewer?.user && viewer.blocked.ids.length > 0;

  /** A cached card list as this caller sees it (whether each card is in their reading list). */
  const sendCards = async (viewer: Viewer | null, reply: FastifyReply, entry: Entry) => {
    const bytes = ctx.cache.send(reply, entry);
    // A visitor gets the shared answer as it is; a member's copy is parsed to be made theirs.
    if (!viewer?.user) return bytes;
    const { blogs } = JSON.parse(bytes.toString('utf8')) as { blogs: ViewerCard[] };
    return JSON.stringify({ blogs: await personalCards(ctx, viewer, blogs) });
  };
  /** A member's own page of cards (see blocksSome). */
  const ownCards = async (viewer: Viewer, rows: CardRow[]) => ({ blogs: await personalCards(ctx, viewer, rows.map(toCard)) });

  // The kept answers a visitor's request may get from the front door: keyed by the same functions.
  const latestKey = ctx.front.cached('latestBlogs', ({ page }) => `latest:${page}`);
  const latestCountKey = ctx.front.cached('allLatestBlogsCount', () => 'latest-count');
  const trendingKey = ctx.front.cached('trendingBlogs', () => 'trending');

  const latestPage = async (page: number) => (await cachedCardList(latestKey({ page }), TTL.default, () => latestCards(db, PAGE_SIZES.latest, offset(page, PAGE_SIZES.latest))))!;
  const latestCount = async () => (await cachedCount(latestCountKey({}), () => latestTotal(db)))!;

  serve('latestBlogs', async ({ body, req, reply }) => {
    const viewer = await listViewer(req);
    if (!blocksSome(viewer)) return sendCards(viewer, reply, await latestPage(body.page));
    return ownCards(viewer, await ctx.cache.reads.withReads(() => latestCards(db, PAGE_SIZES.latest, offset(body.page, PAGE_SIZES.latest), viewer.blocked.ids)));
  });

  serve('allLatestBlogsCount', async ({ req, reply }) => {
    const viewer = await listViewer(req);
    if (!blocksSome(viewer)) return ctx.cache.send(reply, await latestCount());
    return { totalDocs: await latestTotal(db, viewer.blocked.ids) };
  });

  serve('trendingBlogs', async ({ req, reply }) => {
    // The score moves with the clock: a cached ranking lives a second (its counters are always current).
    // Both statements see one snapshot: the bar is exact for the blogs the page then ranks.
    // The clock alone does not make a reader wait: for a few seconds the last ranking is sent while the next is computed.
    const entry = await cachedCardList(trendingKey(undefined), TTL.trending, () => trendingCards(db, PAGE_SIZES.trending), TTL.trendingStale);
    return sendCards(await listViewer(req), reply, entry!);
  });

  /** A cache key of the filters that decide a search's answer (the validated, defaulted payload). */
  const searchKey = (b: { tag?: string; query?: string; author?: string; multipleTags?: string[]; remove_blog?: string }) =>
    JSON.stringify([b.tag, b.query, b.author, b.multipleTags, b.remove_blog]);
  const searchPageKey = ctx.front.cached('searchBlogs', (b) => `search:${b.page}:${b.limit}:${searchKey(b)}`);
  const searchCountKey = ctx.front.cached('searchBlogsCount', (b) => `search-count:${searchKey(b)}`);

  /** A text search's page, each card with the passage of its text that matched (when its text did). */
  const textSearchPage = async (text: TextSearch, limit: number, skip: number) => {
    const cards = await textSearchCards(db, text, limit, skip);
    if (cards.length === 0) return cards;
    const sources = new Map((await snippetSources(db, cards.map((c) => c.id), text.words)).map((s) => [s.id, s]));
    for (const card of cards) {
      const source = sources.get(card.id);
      // The last word is also matched as typed: it is a prefix in the title part of the search.
      const snippet = source && snippetOf(blocksText(source.content), source.stems, text.words.slice(-1));
      if (snippet) card.snippet = snippet;
    }
    return cards;
  };

  serve('searchBlogs', async ({ body, req, reply }) => {
    const viewer = await listViewer(req);
    const skip = offset(body.page, body.limit);
    if (blocksSome(viewer)) {
      const search = searchFilter(body, viewer.blocked.ids);
      const text = search.text;
      return ownCards(viewer, await ctx.cache.reads.withReads(() => (text ? textSearchPage(text, body.limit, skip) : filteredCards(db, search, body.limit, skip))));
    }
    const search = searchFilter(body);
    const text = search.text;
    const key = searchPageKey(body);
    const entry = text
      ? await cachedCardList(key, TTL.default, () => textSearchPage(text, body.limit, skip))
      : await cachedCardList(key, TTL.default, () => filteredCards(db, search, body.limit, skip));
    return sendCards(viewer, reply, entry!);
  });

  serve('searchBlogsCount', async ({ body, req, reply }) => {
    const viewer = await listViewer(req);
    const search = searchFilter(body, blocksSome(viewer) ? viewer.blocked.ids : []);
    const counting = () => searchTotal(db, search);
    if (blocksSome(viewer)) return { totalDocs: await counting() };
    return ctx.cache.send(reply, (await cachedCount(searchCountKey(body), counting))!);
  });

  serve('userWrittenBlogs', async ({ body, me }) => {
    const cards = await ctx.cache.reads.withReads(() => ownBlogCards(db, me.id, body, PAGE_SIZES.userBlogs, offset(body.page, PAGE_SIZES.userBlogs, body.deletedDocCount)));
    return { blogs: cards.map((r) => ({ ...toCard(r), draft: r.draft, ...(r.scheduled_at ? { scheduled_at: r.scheduled_at.toISOString() } : {}), ...(r.held ? { held: true } : {}) })) };
  });

  serve('userWrittenBlogsCount', async ({ body, me }) => {
    return { totalDocs: await ownTotal(db, me.id, body) };
  });

  /**
   * Whether `viewer` (null: a visitor) may open a kept blog: drafts and held blogs are their author's;
   * a hidden blog is also open to moderators (marked hidden).
   */
  const mayOpen = (entry: Entry<BlogMeta>, viewer: AuthUser | null) => {
    const meta = entry.meta!;
    const isAuthor = !!viewer && viewer.id === meta.author;
    if ((meta.draft || meta.held) && !isAuthor) return false;
    return !meta.hidden || isAuthor || isModerator(viewer);
  };
  /**
   * A blog sent to a reader counts as a read, unless it is its author's own look, the editor's, or a
   * hidden blog's. Counted in memory and written in batches (server/cache/readCounter.ts).
   */
  const countRead = (entry: Entry<BlogMeta>, mode: string | undefined, viewer: AuthUser | null) => {
    const meta = entry.meta!;
    const counts = viewer?.id !== meta.author && mode !== 'edit' && !meta.hidden;
    if (counts) ctx.cache.reads.count(meta.id, meta.author);
    return counts;
  };
  // The front door sends a visitor's kept blog, then counts the read (only for an answer it sent).
  const blogKey = ctx.front.cached('getBlog', (b) => `blog:${b.blog_id}`, {
    admits: (entry) => mayOpen(entry as Entry<BlogMeta>, null),
    answered: (entry, b) => countRead(entry as Entry<BlogMeta>, b.mode, null),
  });

  /** One kept get-blog answer per blog for everyone (null: no such blog); drafts are computed for their author and never kept. */
  const keptBlog = (blogId: string) =>
    ctx.cache.answers.fetch<BlogMeta>(blogKey({ blog_id: blogId }), TTL.default, async () => {
      const row = await blogWithContent(db, blogId);
      if (!row) return null;
      const slots = new Slots();
      const card = toCard(row);
      slots.track(card.activity, row.id);
      // Its series with the published parts in order (a part's change invalidates them all, routes/publishing.ts).
      const inSeries = await seriesOfBlog(db, row.id);
      const parts = inSeries ? await seriesParts(db, inSeries.id) : [];
      const blog = {
        ...card,
        ...(await bannerMeta(ctx, card.banner)),
        ...(inSeries && parts.length ? { series: { name: inSeries.name, slug: inSeries.slug, blogs: parts.map((p) => ({ blog_id: p.blog_id, title: p.title })) } } : {}),
        author: { _id: row.author_id, ...personalInfo(row) },
        content: [row.content],
        draft: row.draft,
        ...(row.canonical_url ? { canonical_url: row.canonical_url } : {}),
        language: row.language,
        ...(row.held ? { held: true } : row.hidden ? { hidden: true } : {}),
        ...(row.credits.length ? { credits: row.credits } : {}),
      };
      const meta: BlogMeta = { id: row.id, author: row.author_id, draft: row.draft, hidden: row.hidden, held: row.held };
      // Volatile: a visitor's every read moves its read count (AnswerCache: no rendering kept).
      return slots.done({ blog }, [TAG.blog(row.id)], meta, !row.draft && !row.hidden, true);
    });

  serve('getBlog', async ({ body, req, reply }) => {
    const viewer = await optionalUser(ctx, req);
    // The workshop: the draft (or the pending changes) for its author and reviewers; no read counted, never kept.
    if (body.review) {
      const access = viewer ? await reviewBlog(db, body.blog_id, viewer.id) : undefined;
      if (!viewer || !access || !mayReview(access.author, access, viewer.id)) throw notFound(ERRORS.blogNotFound);
      const row = await ctx.cache.reads.withReads(() => editRow(db, body.blog_id), (r) => [r]);
      if (!row) throw notFound(ERRORS.blogNotFound);
      if (access.reviewer && access.author !== viewer.id) await markRead(db, access.id, viewer.id);
      // With its version: the notes say which version each was written on.
      const answer = editAnswer(row);
      reply.header('cache-control', 'private, no-store');
      return { blog: { ...answer, ...(await bannerMeta(ctx, answer.banner)), review: true } as AnswerOf<'getBlog'>['blog'] };
    }
    // The author's editor gets the blog as they left it: pending changes, version, schedule (never cached).
    if (body.mode === 'edit' && viewer) {
      const row = await ctx.cache.reads.withReads(() => editRow(db, body.blog_id), (r) => [r]);
      if (row && row.author_id === viewer.id) {
        const inSeries = await seriesOfBlog(db, row.id);
        const parts = inSeries ? await seriesParts(db, inSeries.id) : [];
        const series = inSeries ? { series: { name: inSeries.name, slug: inSeries.slug, blogs: parts.map((p) => ({ blog_id: p.blog_id, title: p.title })) } } : {};
        const answer = editAnswer(row, { previewPath: ctx.previewTokens.pathOf(row) });
        return { blog: { ...answer, ...(await bannerMeta(ctx, answer.banner)), ...series } as AnswerOf<'getBlog'>['blog'] };
      }
    }
    const entry = await keptBlog(body.blog_id);
    if (!entry || !mayOpen(entry, viewer)) throw notFound(ERRORS.blogNotFound);
    countRead(entry, body.mode, viewer);
    const bytes = ctx.cache.send(reply, entry);
    if (!viewer) return bytes;
    // The cached answer is everyone's; the caller's bookmark goes in as the blog's last field.
    return withViewerField(bytes.toString('utf8'), 'bookmarked', await isBookmarked(db, viewer.id, entry.meta!.id));
  });

  // A visitor's blog page that arrived rendered (server/web/firstScreen.ts) asks for this instead of
  // get-blog: the same read, counted by the same rule, without the blog sent again.
  serve('countRead', async ({ body, req }) => {
    const viewer = await optionalUser(ctx, req);
    const entry = await keptBlog(body.blog_id);
    if (!entry || !mayOpen(entry, viewer)) throw notFound(ERRORS.blogNotFound);
    return { counted: countRead(entry, undefined, viewer) };
  });

  // The home and blog pages are rendered from the answers a visitor's first calls get (web/seo.ts).
  ctx.firstScreens.provide({
    home: async () => {
      const [latest, total] = await Promise.all([latestPage(1), latestCount()]);
      return { latest: ctx.cache.answers.render(latest).toString('utf8'), count: ctx.cache.answers.render(total).toString('utf8') };
    },
    blog: async (blogId) => {
      const entry = await keptBlog(blogId);
      return entry && mayOpen(entry, null) ? { json: ctx.cache.answers.render(entry).toString('utf8'), id: entry.meta!.id } : null;
    },
  });

  serve(
    'createBlog',
    async ({ body, me, req }) => {
      if (body.banner && !isAllowedImageUrl(body.banner)) throw badRequest(ERRORS.bannerNotAllowed);
      const content = await ctx.content.sanitize(body.content as Parameters<typeof sanitizeContent>[0]);
      if (!body.draft && content.blocks.length === 0) throw badRequest(ERRORS.publishEmpty);
      await fillImageFiles(ctx, content.blocks);
      // The uploads it shows are in use from now on (the upload clean-up, server/store/uploads.ts cleanUpUploads, deletes unused ones).
      const uploadKeys = blogUploadKeys(ctx.store, body.banner, content.blocks);
      // canonical_url: absent leaves it as it is; '' or null clears it.
      const canonicalUrl = body.canonical_url === undefined ? undefined : body.canonical_url || null;
      const fields = { title: body.title, banner: body.banner, des: body.des, content, tags: body.tags, canonicalUrl, language: body.language };
      // A new blog with no language of its own takes its author's setting, else the language this request speaks (API.md).
      const saved = await saveBlog(ctx, me, { id: body.id, version: body.version, fields, draft: body.draft, publishAt: body.publish_at, uploadKeys, fallbackLanguage: requestLanguage(req.headers), newsletter: body.newsletter, credits: body.credits });
      // API.md keeps this answer `{ id }`: the editor reads the new version with get-blog in edit mode.
      return saved;
    },
    // Counted before the payload is parsed: a refused save costs the server next to nothing.
    { caller: ctx.countSave },
  );

  serve('deleteBlog', async ({ body: { blog_id }, me }) => {
    await deleteBlog(ctx, me, blog_id);
    return { status: 'done' };
  });

  /** A published blog by its _id (drafts cannot be liked or commented on), or a 404. */
  const publishedBlog = async (id: string) => {
    const blog = isUuid(id) ? await publishedBlogById(db, id) : undefined;
    if (!blog) throw notFound(ERRORS.blogNotFound);
    return blog;
  };

  serve('isLikedByUser', async ({ body: { _id }, me }) => {
    const blog = await publishedBlog(_id);
    return { result: await isLiked(db, blog.id, me.id) };
  });

  serve('likeBlog', async ({ body: { _id, isLikedByUser }, me }) => {
    if (!isUuid(_id)) throw notFound(ERRORS.blogNotFound);
    // Idempotent: liking a liked blog (or unliking an unliked one) changes nothing.
    const id = _id.toLowerCase(); // as the database writes it (the cache's tags are by that text)
    if (!(await setLike(ctx, me, id, !isLikedByUser))) throw notFound(ERRORS.blogNotFound);
    return { liked_by_user: !isLikedByUser };
  });

}
