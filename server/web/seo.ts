import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import etag from '@fastify/etag';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { AnswerCache, Entry } from '../cache/answerCache.ts';
import { TAG, TTL } from '../cache/index.ts';
import { compileTemplate, escapeHtml, truncate, type FeedLink, type HeadMeta, type RenderedScreen } from './meta.ts';
import { latestForFeed, publishedBlog, sitemapEntries, userByUsername, type PublicBlog } from '../store/public.ts';
import { seriesBySlug, seriesParts } from '../store/series.ts';
import { previewRow } from '../store/publishing.ts';
import { hashPreviewToken } from '../auth/previewTokens.ts';
import { absoluteUrl, contentLanguageAttributes, renderBlocks } from './renderBlocks.ts';
import { readFirstScreenHints } from './hints.ts';
import { rssFeed } from './feeds.ts';
import { trustedRequestOrigin, type RequestOrigin } from './origin.ts';
import { requestLanguage, tr } from '../i18n/index.ts';
import type { FrontDoor } from '../frontDoor.ts';
import type { UploadStore } from '../storage/store.ts';
import { withBannerSizes } from '../media/blocks.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import { loadFirstScreenRenderer, type FirstScreenSource } from './firstScreen.ts';
import { DEFAULT_LANGUAGE, type Blog, type BlogCard, type FirstScreenData, type Language } from '../../src/contract/index.ts';

/** What a kept page's key is made of: the origin the request names and the headers that pick its language. */
type PageRequest = RequestOrigin & { headers: { cookie?: string; 'accept-language'?: string } };

export interface SeoOptions {
  db: Db;
  /** The server's answer cache: a blog's page is rendered once and kept until the blog changes. */
  answers: AnswerCache;
  config: Pick<Config, 'PUBLIC_URL' | 'APP_ORIGIN' | 'SERVE_APP' | 'distDir' | 'ALLOWED_HOSTS'> & { ssrDir?: string };
  /** Kept pages are also answered by the front door (absent in tests of the pages alone). */
  front?: FrontDoor;
  /** The answers the home and blog pages are rendered from (absent: those pages carry the head only). */
  firstScreens?: FirstScreenSource;
  /** Where uploads live: a feed's banners then carry their size (absent: they go without). */
  store?: Pick<UploadStore, 'keyOf'>;
}

const SITE_NAME = 'Inkwell';

/**
 * The language of feeds: the site's default, not the reader's. A feed's address is subscribed to
 * once and read for every subscriber by aggregators and shared caches, which send no language of
 * their reader; and its items are the blogs' own words. One copy is kept per origin.
 */
const FEED_LANGUAGE: Language = DEFAULT_LANGUAGE;

/** The site's description (index.html's, which the home page carries) in a language. */
const siteDescription = (language: Language) => tr(language, /*i18n*/ '{site}: convenient blog writing and reading for small communities.', { site: SITE_NAME });
/** A page's title: what it is, then the site. */
const titled = (what: string) => `${what} | ${SITE_NAME}`;

/** Public pages, feeds and the sitemap may be kept this long by browsers and CDNs (seconds). */
export const PUBLIC_MAX_AGE = 60;
/** Items in each feed. */
export const FEED_SIZE = 20;
/** The blog page's HTML for readers without JavaScript carries at most this many blocks. */
export const PAGE_BLOCKS = 300;

const CACHE = `public, max-age=${PUBLIC_MAX_AGE}`;
const HTML_TYPE = 'text/html; charset=utf-8';
/** The kept pages' keys (before their origin). */
const HOME_PAGE = 'page:home';
const blogPage = (blogId: string) => `page:blog:${blogId}`;
/** A NUL can reach no stored name, tag or id (the database refuses it): such a path is simply not found. */
const hasNul = (s: string) => s.includes('\0');

/**
 * Link previews, feeds and the sitemap. Crawlers and feed readers run no JavaScript, so
 * the app's own HTML is answered for its public routes with the page's title, description,
 * canonical URL, OpenGraph, Twitter card and JSON-LD already in the head; the app then starts as
 * usual. Everything here reads published blogs only.
 *
 * Registered before the static app: these routes take precedence over its fallback, and nothing
 * under public/ may be named robots.txt, sitemap.xml or rss.xml (the static plugin would clash).
 */
export async function seo(app: FastifyInstance, opts: SeoOptions) {
  const { db, config, answers, front, firstScreens, store } = opts;
  const trim = (u?: string) => (u ? u.replace(/\/+$/, '') : undefined);
  const publicUrl = trim(config.PUBLIC_URL);
  const appOrigin = trim(config.APP_ORIGIN);

  /** This server as the request reached it, when PUBLIC_URL does not say; '' (relative links) for an untrusted Host. */
  const requestOrigin = (req: RequestOrigin) => trustedRequestOrigin(req, config.ALLOWED_HOSTS);
  /** Where the app's pages live: the app's own origin when it is served elsewhere. */
  const siteOf = (req: RequestOrigin) => appOrigin ?? publicUrl ?? requestOrigin(req);
  /** Where this server's files (uploads, avatars) live. */
  const filesOf = (req: RequestOrigin) => publicUrl ?? requestOrigin(req);
  /**
   * A kept page or feed is kept per origin (its links are absolute) and per language: a page is drawn
   * in the reader's, a feed in FEED_LANGUAGE.
   */
  const keptKey = (key: string, req: PageRequest, language: Language = requestLanguage(req.headers)) => `${key}\n${siteOf(req)}\n${filesOf(req)}\n${language}`;

  /** An absolute preview image, or nothing: link-preview crawlers (Facebook, X, Slack) refuse SVG. */
  const previewImage = (url: string, req: FastifyRequest) => {
    const abs = absoluteUrl(url, filesOf(req));
    return abs && !/\.svgz?$/i.test(new URL(abs, 'http://localhost').pathname) ? abs : undefined;
  };

  // Strong validators are per representation, and compression makes another one: weak ETags.
  await app.register(etag, { weak: true });

  /**
   * A kept answer's bytes with its ETag, hashed once per kept answer (the etag plugin uses an ETag
   * already set, and answers If-None-Match with it): a hit is no longer a SHA-1 of the whole page.
   */
  const withEtag = (reply: FastifyReply, body: string | Entry) => {
    if (typeof body === 'string') return body;
    reply.header('etag', answers.etag(body));
    return body.parts[0];
  };
  const sendCached = (reply: FastifyReply, type: string, body: string | Entry) =>
    reply.code(200).header('Cache-Control', CACHE).type(type).send(withEtag(reply, body));

  // ---- Feeds, sitemap, robots.txt -------------------------------------------------------------

  const sendFeed = (reply: FastifyReply, xml: Entry) => sendCached(reply, 'application/rss+xml; charset=utf-8', xml);

  /**
   * Pages, feeds and the sitemap come from the answer cache, kept per origin (site and files) until a
   * write that changes them invalidates their tags, like the public calls' answers. null: not found.
   */
  const kept = async (key: string, req: FastifyRequest, tags: string[], build: () => Promise<string | { body: string; tags: string[] } | null>, language?: Language) =>
    answers.fetch(keptKey(key, req, language), TTL.default, async () => {
      const built = await build();
      if (built === null) return null;
      return typeof built === 'string' ? { json: [built], slots: [], tags } : { json: [built.body], slots: [], tags: [...tags, ...built.tags] };
    });
  const notFoundText = (reply: FastifyReply, text: string) =>
    reply.code(404).header('Cache-Control', CACHE).type('text/plain; charset=utf-8').send(notCached(text));

  /** What a feed stands for: its title, description and page, and which published blogs it lists. */
  interface FeedSpec {
    key: string;
    tags: string[];
    /** null: nothing of that name (404). */
    describe: () => Promise<{ path: string; title: string; description: string; link: string; filter: { authorId?: string; tag?: string } } | null>;
  }

  /** One way to answer every feed: from the cache, or rendered from its first FEED_SIZE blogs. */
  const sendFeedOf = async (req: FastifyRequest, reply: FastifyReply, spec: FeedSpec) => {
    const xml = await kept(spec.key, req, spec.tags, async () => {
      const d = await spec.describe();
      if (!d) return null;
      const items = await latestForFeed(db, d.filter, FEED_SIZE);
      return rssFeed(
        { language: FEED_LANGUAGE, site: siteOf(req), files: filesOf(req), path: d.path, title: d.title, description: d.description, link: d.link },
        store ? await withBannerSizes({ db, store }, items) : items,
      );
    }, FEED_LANGUAGE);
    return xml === null ? notFoundText(reply, tr(FEED_LANGUAGE, /*i18n*/ 'No such feed')) : sendFeed(reply, xml);
  };

  app.get('/rss.xml', async (req, reply) =>
    sendFeedOf(req, reply, {
      key: 'feed:site',
      tags: [TAG.lists],
      describe: async () => ({
        path: '/rss.xml',
        title: SITE_NAME,
        description: tr(FEED_LANGUAGE, /*i18n*/ 'The latest blogs on {site}.', { site: SITE_NAME }),
        link: `${siteOf(req)}/`,
        filter: {},
      }),
    }),
  );

  app.get<{ Params: { username: string } }>('/user/:username/rss.xml', async (req, reply) => {
    if (hasNul(req.params.username)) return notFoundText(reply, tr(FEED_LANGUAGE, /*i18n*/ 'No such user'));
    return sendFeedOf(req, reply, {
      key: `feed:user:${req.params.username}`,
      tags: [TAG.lists, TAG.users],
      describe: async () => {
        const user = await userByUsername(db, req.params.username);
        if (!user) return null;
        const path = `/user/${encodeURIComponent(user.username)}`;
        return {
          path: `${path}/rss.xml`,
          title: tr(FEED_LANGUAGE, /*i18n*/ '{name} (@{username}) on {site}', { name: user.fullname, username: user.username, site: SITE_NAME }),
          description: user.bio || tr(FEED_LANGUAGE, /*i18n*/ 'Blogs by {name} on {site}.', { name: user.fullname, site: SITE_NAME }),
          link: `${siteOf(req)}${path}`,
          filter: { authorId: user.id },
        };
      },
    });
  });

  app.get<{ Params: { tag: string } }>('/tag/:tag/rss.xml', async (req, reply) => {
    if (hasNul(req.params.tag)) return notFoundText(reply, tr(FEED_LANGUAGE, /*i18n*/ 'No such tag'));
    // Tags are stored lowercased; a tag nobody used yet is an empty feed, not an error.
    const tag = req.params.tag.toLowerCase().slice(0, 40);
    return sendFeedOf(req, reply, {
      key: `feed:tag:${tag}`,
      tags: [TAG.lists],
      describe: async () => ({
        path: `/tag/${encodeURIComponent(tag)}/rss.xml`,
        title: tr(FEED_LANGUAGE, /*i18n*/ '#{tag} on {site}', { tag, site: SITE_NAME }),
        description: tr(FEED_LANGUAGE, /*i18n*/ 'The latest blogs tagged {tag} on {site}.', { tag, site: SITE_NAME }),
        link: `${siteOf(req)}/`,
        filter: { tag },
      }),
    });
  });

  app.get('/sitemap.xml', async (req, reply) => {
    const site = siteOf(req);
    const xml = await kept('sitemap', req, [TAG.lists, TAG.users], async () => {
      const { blogs, authors } = await sitemapEntries(db);
      const newest = blogs.reduce<Date | undefined>((a, b) => (!a || b.lastmod > a ? b.lastmod : a), undefined);
      return sitemapXml([
        { loc: `${site}/`, lastmod: newest },
        ...blogs.map((b) => ({ loc: `${site}/blogs/${encodeURIComponent(b.blogId)}`, lastmod: b.lastmod })),
        ...authors.map((a) => ({ loc: `${site}/user/${encodeURIComponent(a.username)}`, lastmod: a.lastmod })),
      ]);
    });
    return sendCached(reply, 'application/xml; charset=utf-8', xml!);
  });

  app.get('/robots.txt', async (req, reply) => sendCached(reply, 'text/plain; charset=utf-8', robotsTxt(siteOf(req))));

  // ---- The app's HTML with the page's head ----------------------------------------------------

  const indexPath = join(config.distDir, 'index.html');
  if (!config.SERVE_APP || !existsSync(indexPath)) return;
  // The front door sends kept home and blog pages to visitors before Fastify (server/frontDoor.ts).
  // A page's language follows the reader's language cookie, else their browser's Accept-Language.
  const pageHeaders = { 'cache-control': CACHE, vary: 'Accept-Language, Cookie' };
  front?.page('/', (_, req) => keptKey(HOME_PAGE, req), HTML_TYPE, pageHeaders);
  front?.page('/blogs/', (id, req) => keptKey(blogPage(id), req), HTML_TYPE, pageHeaders);
  const template = compileTemplate(readFileSync(indexPath, 'utf8'));
  const defaults = template.defaults;
  // Home and blog pages also load their screen's code and styles with the page (hints.ts).
  const hints = readFirstScreenHints(config.distDir);
  // ... and arrive with their screen drawn, for a visitor (firstScreen.ts; the app hydrates it).
  const renderer = config.ssrDir && firstScreens ? await loadFirstScreenRenderer(config.ssrDir, config.distDir, app.log) : null;

  /**
   * A first screen rendered for a visitor from the answers its calls would get, or undefined (no
   * renderer, or it failed: the page is sent without, and the app draws the screen as it always could).
   */
  const renderScreen = async (req: FastifyRequest, data: FirstScreenData): Promise<RenderedScreen | undefined> => {
    if (!renderer) return undefined;
    try {
      return { html: await renderer.renderFirstScreen(data, requestLanguage(req.headers)), data };
    } catch (err) {
      req.log.error({ err }, 'the first screen could not be rendered on the server');
      return undefined;
    }
  };
  const screenAnswers = () => (renderer ? (firstScreens?.get() ?? null) : null);

  /** The links to feeds a page names, titled in the page's language (a browser or reader lists them by title). */
  const siteFeed = (language: Language, site: string): FeedLink => ({ title: tr(language, /*i18n*/ '{site} (RSS)', { site: SITE_NAME }), href: `${site}/rss.xml` });
  const authorFeed = (language: Language, name: string, href: string): FeedLink => ({ title: tr(language, /*i18n*/ '{name} on {site} (RSS)', { name, site: SITE_NAME }), href });

  /** The page in the reader's language (requestLanguage: cookie, else Accept-Language). */
  const render = (req: FastifyRequest, meta: HeadMeta, noscript?: string, rendered?: RenderedScreen) => {
    const language = requestLanguage(req.headers);
    // The language's catalogue loads with the page: the app waits for it before it draws or hydrates.
    const withCatalogue = [meta.hints, hints.catalogues[language]].filter(Boolean).join('\n    ');
    return template.render({ ...meta, language, hints: withCatalogue || undefined }, noscript, rendered);
  };
  const html = (req: FastifyRequest, reply: FastifyReply, status: number, meta: HeadMeta) => page(reply, status, render(req, meta));
  const page = (reply: FastifyReply, status: number, body: string | Entry) => {
    reply.code(status).header('Cache-Control', CACHE).header('Vary', pageHeaders.vary).type(HTML_TYPE);
    // A not-found answer carries no ETag: preconditions apply to 2xx answers only (RFC 9110 13.2.1).
    return reply.send(status === 200 ? withEtag(reply, body) : notCached(body as string));
  };

  const notFoundPage = (req: FastifyRequest, reply: FastifyReply) => {
    const language = requestLanguage(req.headers);
    return html(req, reply, 404, {
      title: titled(tr(language, /*i18n*/ 'Page not found')),
      description: siteDescription(language),
      type: 'website',
      siteName: SITE_NAME,
      robots: 'noindex',
      feeds: [siteFeed(language, siteOf(req))],
    });
  };

  /** The database failing must not keep the app from starting: the plain app, not cached. */
  const guarded =
    <R extends FastifyRequest>(handler: (req: R, reply: FastifyReply) => Promise<unknown>) =>
    async (req: R, reply: FastifyReply) => {
      try {
        return await handler(req, reply);
      } catch (err) {
        req.log.error({ err }, 'page head could not be built');
        const body = render(req, { title: defaults.title, description: siteDescription(requestLanguage(req.headers)), type: 'website', siteName: SITE_NAME, feeds: [] });
        return reply.code(503).header('Cache-Control', 'no-store').header('Retry-After', '30').type('text/html; charset=utf-8').send(notCached(body));
      }
    };

  app.get(
    '/',
    guarded(async (req, reply) => {
      const site = siteOf(req);
      const language = requestLanguage(req.headers);
      const description = siteDescription(language);
      const head: HeadMeta = {
        title: defaults.title,
        description,
        canonical: `${site}/`,
        type: 'website',
        siteName: SITE_NAME,
        feeds: [siteFeed(language, site)],
        jsonLd: { '@context': 'https://schema.org', '@type': 'WebSite', name: SITE_NAME, url: `${site}/`, description, inLanguage: language },
        hints: hints.home,
      };
      let body: string | Entry | null;
      try {
        body = await kept(HOME_PAGE, req, [], async () => {
          // The latest blogs drawn as the feed: kept until the list, or a blog on it (its likes), changes.
          const from = screenAnswers();
          if (!from) return render(req, head);
          const { latest, count } = await from.home();
          const blogs = (JSON.parse(latest) as { blogs: BlogCard[] }).blogs;
          const { totalDocs } = JSON.parse(count) as { totalDocs: number };
          const rendered = await renderScreen(req, { screen: 'home', path: '/', latest: { blogs, totalDocs } });
          return { body: render(req, head, undefined, rendered), tags: rendered ? [TAG.lists, ...blogs.map((b) => TAG.blog(b._id))] : [] };
        });
      } catch (err) {
        // The home page needs no database to start the app: without its answers it is sent (not kept) as before.
        req.log.error({ err }, 'the home page could not be drawn: sent without its first screen');
        return html(req, reply, 200, head);
      }
      return page(reply, 200, body!);
    }),
  );

  /** The head of a blog's page. */
  const blogHead = (blog: PublicBlog, site: string, req: FastifyRequest): HeadMeta => {
    const language = requestLanguage(req.headers);
    // A blog first published elsewhere names that address as the original (search engines credit it).
    const canonical = blog.canonicalUrl ?? `${site}/blogs/${encodeURIComponent(blog.blogId)}`;
    const authorUrl = `${site}/user/${encodeURIComponent(blog.username)}`;
    const image = previewImage(blog.banner, req);
    const description = blog.des.trim() || siteDescription(language);
    const published = blog.publishedAt.toISOString();
    const modified = (blog.updatedAt > blog.publishedAt ? blog.updatedAt : blog.publishedAt).toISOString();
    return {
      title: titled(blog.title),
      ogTitle: blog.title,
      description,
      canonical,
      type: 'article',
      siteName: SITE_NAME,
      image,
      imageAlt: image ? blog.title : undefined,
      article: { publishedTime: published, modifiedTime: modified, authorUrl, authorName: blog.fullname, tags: blog.tags },
      feeds: [siteFeed(language, site), authorFeed(language, blog.fullname, `${authorUrl}/rss.xml`)],
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
        url: canonical,
        headline: truncate(blog.title, 110),
        description,
        inLanguage: blog.language,
        ...(image ? { image: [image] } : {}),
        datePublished: published,
        dateModified: modified,
        author: { '@type': 'Person', name: blog.fullname, url: authorUrl },
        publisher: { '@type': 'Organization', name: SITE_NAME, url: `${site}/` },
        ...(blog.tags.length ? { keywords: blog.tags.join(', ') } : {}),
      },
      hints: hints.blog,
    };
  };

  app.get<{ Params: { blog_id: string } }>(
    '/blogs/:blog_id',
    guarded(async (req: FastifyRequest<{ Params: { blog_id: string } }>, reply) => {
      const site = siteOf(req);
      if (hasNul(req.params.blog_id)) return notFoundPage(req, reply);
      // Rendered once per blog and origin, kept until the blog (or, through a profile change, its
      // author) changes: the same tags as get-blog's answer.
      const body = await kept(blogPage(req.params.blog_id), req, [], async () => {
        const blogId = req.params.blog_id;
        const blog = await publishedBlog(db, blogId);
        if (!blog) return null;
        const answer = await screenAnswers()?.blog(blogId);
        const rendered = answer ? await renderScreen(req, { screen: 'blog', path: `/blogs/${blogId}`, blogId, blog: (JSON.parse(answer.json) as { blog: Blog }).blog }) : undefined;
        // Without the rendered screen, the blog itself for readers and crawlers that run no JavaScript (code highlighted, tables, …).
        const byline = tr(requestLanguage(req.headers), /*i18n*/ 'By {name}', { name: blog.fullname });
        // The blog's own words carry its language; the byline is the interface's.
        const own = contentLanguageAttributes(blog.language);
        const article = rendered
          ? undefined
          : `<article><h1 lang="${escapeHtml(blog.language)}" dir="auto">${escapeHtml(blog.title)}</h1><p>${escapeHtml(byline)}</p><div${own}>${renderBlocks(blog.content.blocks?.slice(0, PAGE_BLOCKS), filesOf(req))}</div></article>`;
        return { body: render(req, blogHead(blog, site, req), article, rendered), tags: [TAG.blog(blog.id)] };
      });
      return body !== null ? page(reply, 200, body) : notFoundPage(req, reply);
    }),
  );

  app.get<{ Params: { username: string } }>(
    '/user/:username',
    guarded(async (req: FastifyRequest<{ Params: { username: string } }>, reply) => {
      if (hasNul(req.params.username)) return notFoundPage(req, reply);
      const body = await kept(`page:user:${req.params.username}`, req, [TAG.users], async () => {
        const user = await userByUsername(db, req.params.username);
        if (!user) return null;
        const site = siteOf(req);
        const language = requestLanguage(req.headers);
        const canonical = `${site}/user/${encodeURIComponent(user.username)}`;
        const image = previewImage(user.profileImg, req);
        const description = user.bio.trim() || tr(language, /*i18n*/ 'Read blogs by {name} on {site}.', { name: user.fullname, site: SITE_NAME });
        return render(req, {
          title: titled(`${user.fullname} (@${user.username})`),
          ogTitle: `${user.fullname} (@${user.username})`,
          description,
          canonical,
          type: 'profile',
          siteName: SITE_NAME,
          image,
          imageAlt: image ? user.fullname : undefined,
          profile: { username: user.username },
          feeds: [siteFeed(language, site), authorFeed(language, user.fullname, `${canonical}/rss.xml`)],
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': 'ProfilePage',
            url: canonical,
            dateCreated: user.joinedAt.toISOString(),
            mainEntity: { '@type': 'Person', name: user.fullname, alternateName: user.username, url: canonical, ...(image ? { image } : {}) },
          },
        });
      });
      return body !== null ? page(reply, 200, body) : notFoundPage(req, reply);
    }),
  );

  app.get<{ Params: { username: string; slug: string } }>(
    '/series/:username/:slug',
    guarded(async (req: FastifyRequest<{ Params: { username: string; slug: string } }>, reply) => {
      const { username, slug } = req.params;
      if (hasNul(username) || hasNul(slug)) return notFoundPage(req, reply);
      // Kept until one of its parts changes (set-series and every save of a part say so by the part's
      // tag), a draft part goes live (lists), or its author's name changes (users).
      const body = await kept(`page:series:${username}/${slug}`, req, [TAG.lists, TAG.users], async () => {
        const found = await seriesBySlug(db, username, slug);
        const parts = found ? await seriesParts(db, found.id) : [];
        // As get-series: a series with no published part is not there for readers.
        if (!found || parts.length === 0) return null;
        const site = siteOf(req);
        const language = requestLanguage(req.headers);
        const canonical = `${site}/series/${encodeURIComponent(found.username)}/${encodeURIComponent(found.slug)}`;
        const image = previewImage(parts[0].banner, req);
        const description = truncate(
          tr(language, /*i18n*/ '{count, plural, one {A series of # blog by {name} on {site}: {titles}.} other {A series of # blogs by {name} on {site}: {titles}.}}', {
            count: parts.length,
            name: found.fullname,
            site: SITE_NAME,
            titles: parts.map((p) => p.title).join('; '),
          }),
          300,
        );
        const authorUrl = `${site}/user/${encodeURIComponent(found.username)}`;
        const head: HeadMeta = {
          title: titled(found.name),
          ogTitle: found.name,
          description,
          canonical,
          type: 'website',
          siteName: SITE_NAME,
          image,
          imageAlt: image ? parts[0].title : undefined,
          feeds: [siteFeed(language, site), authorFeed(language, found.fullname, `${authorUrl}/rss.xml`)],
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': 'ItemList',
            name: found.name,
            url: canonical,
            numberOfItems: parts.length,
            itemListElement: parts.map((p, i) => ({ '@type': 'ListItem', position: i + 1, name: p.title, url: `${site}/blogs/${encodeURIComponent(p.blog_id)}` })),
          },
        };
        return { body: render(req, head), tags: parts.map((p) => TAG.blog(p.id)) };
      });
      return body !== null ? page(reply, 200, body) : notFoundPage(req, reply);
    }),
  );

  app.get<{ Params: { token: string } }>(
    '/preview/:token',
    guarded(async (req: FastifyRequest<{ Params: { token: string } }>, reply) => {
      // A preview link is private: never indexed or followed, and no shared cache keeps it. Not kept
      // here either: turning the link off or saving the draft changes it, and it is one person's page.
      reply.header('X-Robots-Tag', 'noindex, nofollow');
      const row = hasNul(req.params.token) ? undefined : await previewRow(db, hashPreviewToken(req.params.token));
      if (!row) return notFoundPage(req, reply);
      // What get-preview answers: the pending changes over the blog when there are any.
      const title = row.pending?.title ?? row.title;
      const des = (row.pending?.des ?? row.des).trim();
      const image = previewImage(row.pending?.banner ?? row.banner, req);
      const language = requestLanguage(req.headers);
      const ogTitle = tr(language, /*i18n*/ 'Preview: {title}', { title });
      const body = render(req, {
        title: titled(ogTitle),
        ogTitle,
        description: des || tr(language, /*i18n*/ 'A preview of a blog by {name} on {site}.', { name: row.fullname, site: SITE_NAME }),
        type: 'article',
        siteName: SITE_NAME,
        image,
        imageAlt: image ? title : undefined,
        robots: 'noindex, nofollow',
        feeds: [],
      });
      return reply.code(200).header('Cache-Control', 'private, no-cache').type(HTML_TYPE).send(notCached(body));
    }),
  );

  /**
   * The account pages: the title the app gives each screen, a line saying what it is for, and never
   * indexed (they add nothing to a search engine's results; the token pages are one person's).
   */
  const siteName = { site: SITE_NAME };
  const accountPages: { path: string; title: (l: Language) => string; description: (l: Language) => string; token?: boolean }[] = [
    {
      path: '/signin',
      title: (l) => tr(l, /*i18n*/ 'Sign in'),
      description: (l) => tr(l, /*i18n*/ 'Sign in to {site} to write, comment and follow the authors you like.', siteName),
    },
    {
      path: '/signup',
      title: (l) => tr(l, /*i18n*/ 'Sign up'),
      description: (l) => tr(l, /*i18n*/ 'Create an {site} account to write blogs and join the discussion.', siteName),
    },
    {
      path: '/forgot-password',
      title: (l) => tr(l, /*i18n*/ 'Forgot your password?'),
      description: (l) => tr(l, /*i18n*/ 'Get a link to choose a new password for your {site} account.', siteName),
    },
    {
      path: '/reset-password/:token',
      title: (l) => tr(l, /*i18n*/ 'Choose a new password'),
      description: (l) => tr(l, /*i18n*/ 'Choose a new password for your {site} account.', siteName),
      token: true,
    },
    {
      path: '/verify-email/:token',
      title: (l) => tr(l, /*i18n*/ 'Confirming your e-mail'),
      description: (l) => tr(l, /*i18n*/ 'Confirm the e-mail address of your {site} account.', siteName),
      token: true,
    },
    {
      path: '/unsubscribe/:token',
      title: (l) => tr(l, /*i18n*/ 'E-mail preferences'),
      description: (l) => tr(l, /*i18n*/ 'Choose which e-mails {site} sends you.', siteName),
      token: true,
    },
    {
      // The newsletter's confirmation link: the page confirms only when its button is pressed.
      path: '/subscribe/confirm/:token',
      title: (l) => tr(l, /*i18n*/ 'Confirm your subscription'),
      description: (l) => tr(l, /*i18n*/ 'Confirm that you want the new blogs of an author of {site} by e-mail.', siteName),
      token: true,
    },
  ];
  for (const p of accountPages) {
    app.get(p.path, async (req, reply) => {
      const site = siteOf(req);
      const language = requestLanguage(req.headers);
      return html(req, reply, 200, {
        title: titled(p.title(language)),
        description: p.description(language),
        // A link carrying a token names nothing public: no canonical address for it.
        ...(p.token ? {} : { canonical: `${site}${p.path}` }),
        type: 'website',
        siteName: SITE_NAME,
        robots: 'noindex',
        feeds: [siteFeed(language, site)],
      });
    });
  }

  app.get<{ Params: { query: string } }>('/search/:query', async (req, reply) => {
    // eslint-disable-next-line no-control-regex
    const query = req.params.query.replace(/[\u0000-\u001f\u007f]/g, '').replace(/\s+/g, ' ').trim().slice(0, 200);
    const site = siteOf(req);
    const language = requestLanguage(req.headers);
    return html(req, reply, 200, {
      // The title the app gives the screen (SearchPage), so it does not change when the app starts.
      title: titled(tr(language, /*i18n*/ 'Search results for "{query}"', { query })),
      ogTitle: tr(language, /*i18n*/ 'Search: {query}', { query }),
      description: tr(language, /*i18n*/ 'Blogs and people matching “{query}” on {site}.', { query, site: SITE_NAME }),
      canonical: `${site}/search/${encodeURIComponent(query)}`,
      type: 'website',
      siteName: SITE_NAME,
      // Result pages change all the time and add nothing a crawler should keep.
      robots: 'noindex, follow',
      feeds: [siteFeed(language, site)],
    });
  });
}

/**
 * A body as a stream, so that @fastify/etag (which hashes strings and buffers only) leaves this
 * answer without an ETag and never turns it into a 304.
 */
function notCached(body: string) {
  return Readable.from([Buffer.from(body)]);
}
