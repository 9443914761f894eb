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
import { absoluteUrl, renderBlocks } from './renderBlocks.ts';
import { readFirstScreenHints } from './hints.ts';
import { rssFeed } from './feeds.ts';
import { trustedRequestOrigin, type RequestOrigin } from './origin.ts';
import { requestLanguage } from '../i18n/index.ts';
import type { FrontDoor } from '../frontDoor.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import { loadFirstScreenRenderer, type FirstScreenSource } from './firstScreen.ts';
import type { Blog, BlogCard, FirstScreenData } from '../../src/contract/index.ts';

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
}

const SITE_NAME = 'Inkwell';

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
  const { db, config, answers, front, firstScreens } = opts;
  const trim = (u?: string) => (u ? u.replace(/\/+$/, '') : undefined);
  const publicUrl = trim(config.PUBLIC_URL);
  const appOrigin = trim(config.APP_ORIGIN);

  /** This server as the request reached it, when PUBLIC_URL does not say; '' (relative links) for an untrusted Host. */
  const requestOrigin = (req: RequestOrigin) => trustedRequestOrigin(req, config.ALLOWED_HOSTS);
  /** Where the app's pages live: the app's own origin when it is served elsewhere. */
  const siteOf = (req: RequestOrigin) => appOrigin ?? publicUrl ?? requestOrigin(req);
  /** Where this server's files (uploads, avatars) live. */
  const filesOf = (req: RequestOrigin) => publicUrl ?? requestOrigin(req);
  /** A kept page or feed is kept per origin (its links are absolute) and per language (pages are drawn in the reader's). */
  const keptKey = (key: string, req: PageRequest) => `${key}\n${siteOf(req)}\n${filesOf(req)}\n${requestLanguage(req.headers)}`;

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
  const kept = async (key: string, req: FastifyRequest, tags: string[], build: () => Promise<string | { body: string; tags: string[] } | null>) =>
    answers.fetch(keptKey(key, req), TTL.default, async () => {
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
      return rssFeed({ site: siteOf(req), files: filesOf(req), path: d.path, title: d.title, description: d.description, link: d.link }, await latestForFeed(db, d.filter, FEED_SIZE));
    });
    return xml === null ? notFoundText(reply, 'No such feed') : sendFeed(reply, xml);
  };

  app.get('/rss.xml', async (req, reply) =>
    sendFeedOf(req, reply, {
      key: 'feed:site',
      tags: [TAG.lists],
      describe: async () => ({ path: '/rss.xml', title: SITE_NAME, description: 'The latest blogs on Inkwell.', link: `${siteOf(req)}/`, filter: {} }),
    }),
  );

  app.get<{ Params: { username: string } }>('/user/:username/rss.xml', async (req, reply) => {
    if (hasNul(req.params.username)) return notFoundText(reply, 'No such user');
    return sendFeedOf(req, reply, {
      key: `feed:user:${req.params.username}`,
      tags: [TAG.lists, TAG.users],
      describe: async () => {
        const user = await userByUsername(db, req.params.username);
        if (!user) return null;
        const path = `/user/${encodeURIComponent(user.username)}`;
        return {
          path: `${path}/rss.xml`,
          title: `${user.fullname} (@${user.username}) on ${SITE_NAME}`,
          description: user.bio || `Blogs by ${user.fullname} on ${SITE_NAME}.`,
          link: `${siteOf(req)}${path}`,
          filter: { authorId: user.id },
        };
      },
    });
  });

  app.get<{ Params: { tag: string } }>('/tag/:tag/rss.xml', async (req, reply) => {
    if (hasNul(req.params.tag)) return notFoundText(reply, 'No such tag');
    // Tags are stored lowercased; a tag nobody used yet is an empty feed, not an error.
    const tag = req.params.tag.toLowerCase().slice(0, 40);
    return sendFeedOf(req, reply, {
      key: `feed:tag:${tag}`,
      tags: [TAG.lists],
      describe: async () => ({
        path: `/tag/${encodeURIComponent(tag)}/rss.xml`,
        title: `#${tag} on ${SITE_NAME}`,
        description: `The latest blogs tagged ${tag} on ${SITE_NAME}.`,
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

  const siteFeed = (site: string): FeedLink => ({ title: `${SITE_NAME} (RSS)`, href: `${site}/rss.xml` });

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

  const notFoundPage = (req: FastifyRequest, reply: FastifyReply) =>
    html(req, reply, 404, {
      title: `Page not found | ${SITE_NAME}`,
      description: defaults.description,
      type: 'website',
      siteName: SITE_NAME,
      robots: 'noindex',
      feeds: [siteFeed(siteOf(req))],
    });

  /** The database failing must not keep the app from starting: the plain app, not cached. */
  const guarded =
    <R extends FastifyRequest>(handler: (req: R, reply: FastifyReply) => Promise<unknown>) =>
    async (req: R, reply: FastifyReply) => {
      try {
        return await handler(req, reply);
      } catch (err) {
        req.log.error({ err }, 'page head could not be built');
        const body = render(req, { title: defaults.title, description: defaults.description, type: 'website', siteName: SITE_NAME, feeds: [] });
        return reply.code(503).header('Cache-Control', 'no-store').header('Retry-After', '30').type('text/html; charset=utf-8').send(notCached(body));
      }
    };

  app.get(
    '/',
    guarded(async (req, reply) => {
      const site = siteOf(req);
      const head: HeadMeta = {
        title: defaults.title,
        description: defaults.description,
        canonical: `${site}/`,
        type: 'website',
        siteName: SITE_NAME,
        feeds: [siteFeed(site)],
        jsonLd: { '@context': 'https://schema.org', '@type': 'WebSite', name: SITE_NAME, url: `${site}/`, description: defaults.description },
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
    const canonical = `${site}/blogs/${encodeURIComponent(blog.blogId)}`;
    const authorUrl = `${site}/user/${encodeURIComponent(blog.username)}`;
    const image = previewImage(blog.banner, req);
    const description = blog.des.trim() || defaults.description;
    const published = blog.publishedAt.toISOString();
    const modified = (blog.updatedAt > blog.publishedAt ? blog.updatedAt : blog.publishedAt).toISOString();
    return {
      title: `${blog.title} | ${SITE_NAME}`,
      ogTitle: blog.title,
      description,
      canonical,
      type: 'article',
      siteName: SITE_NAME,
      image,
      imageAlt: image ? blog.title : undefined,
      article: { publishedTime: published, modifiedTime: modified, authorUrl, authorName: blog.fullname, tags: blog.tags },
      feeds: [siteFeed(site), { title: `${blog.fullname} on ${SITE_NAME} (RSS)`, href: `${authorUrl}/rss.xml` }],
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
        url: canonical,
        headline: truncate(blog.title, 110),
        description,
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
        const article = rendered ? undefined : `<article><h1>${escapeHtml(blog.title)}</h1><p>By ${escapeHtml(blog.fullname)}</p>${renderBlocks(blog.content.blocks?.slice(0, PAGE_BLOCKS), filesOf(req))}</article>`;
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
        const canonical = `${site}/user/${encodeURIComponent(user.username)}`;
        const image = previewImage(user.profileImg, req);
        const description = user.bio.trim() || `Read blogs by ${user.fullname} on ${SITE_NAME}.`;
        return render(req, {
          title: `${user.fullname} (@${user.username}) | ${SITE_NAME}`,
          ogTitle: `${user.fullname} (@${user.username})`,
          description,
          canonical,
          type: 'profile',
          siteName: SITE_NAME,
          image,
          imageAlt: image ? user.fullname : undefined,
          profile: { username: user.username },
          feeds: [siteFeed(site), { title: `${user.fullname} on ${SITE_NAME} (RSS)`, href: `${canonical}/rss.xml` }],
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
        const canonical = `${site}/series/${encodeURIComponent(found.username)}/${encodeURIComponent(found.slug)}`;
        const image = previewImage(parts[0].banner, req);
        const count = parts.length === 1 ? '1 blog' : `${parts.length} blogs`;
        const description = truncate(`A series of ${count} by ${found.fullname} on ${SITE_NAME}: ${parts.map((p) => p.title).join('; ')}.`, 300);
        const authorUrl = `${site}/user/${encodeURIComponent(found.username)}`;
        const head: HeadMeta = {
          title: `${found.name} | ${SITE_NAME}`,
          ogTitle: found.name,
          description,
          canonical,
          type: 'website',
          siteName: SITE_NAME,
          image,
          imageAlt: image ? parts[0].title : undefined,
          feeds: [siteFeed(site), { title: `${found.fullname} on ${SITE_NAME} (RSS)`, href: `${authorUrl}/rss.xml` }],
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
      const body = render(req, {
        title: `Preview: ${title} | ${SITE_NAME}`,
        ogTitle: `Preview: ${title}`,
        description: des || `A preview of a blog by ${row.fullname} on ${SITE_NAME}.`,
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
  const accountPages: { path: string; title: string; description: string; token?: boolean }[] = [
    { path: '/signin', title: 'Sign in', description: `Sign in to ${SITE_NAME} to write, comment and follow the authors you like.` },
    { path: '/signup', title: 'Sign up', description: `Create an ${SITE_NAME} account to write blogs and join the discussion.` },
    { path: '/forgot-password', title: 'Forgot your password?', description: `Get a link to choose a new password for your ${SITE_NAME} account.` },
    { path: '/reset-password/:token', title: 'Choose a new password', description: `Choose a new password for your ${SITE_NAME} account.`, token: true },
    { path: '/verify-email/:token', title: 'Confirming your e-mail', description: `Confirm the e-mail address of your ${SITE_NAME} account.`, token: true },
    { path: '/unsubscribe/:token', title: 'E-mail preferences', description: `Choose which e-mails ${SITE_NAME} sends you.`, token: true },
  ];
  for (const p of accountPages) {
    app.get(p.path, async (req, reply) => {
      const site = siteOf(req);
      return html(req, reply, 200, {
        title: `${p.title} | ${SITE_NAME}`,
        description: p.description,
        // A link carrying a token names nothing public: no canonical address for it.
        ...(p.token ? {} : { canonical: `${site}${p.path}` }),
        type: 'website',
        siteName: SITE_NAME,
        robots: 'noindex',
        feeds: [siteFeed(site)],
      });
    });
  }

  app.get<{ Params: { query: string } }>('/search/:query', async (req, reply) => {
    // eslint-disable-next-line no-control-regex
    const query = req.params.query.replace(/[\u0000-\u001f\u007f]/g, '').replace(/\s+/g, ' ').trim().slice(0, 200);
    const site = siteOf(req);
    return html(req, reply, 200, {
      // The title the app gives the screen (SearchPage), so it does not change when the app starts.
      title: `Search results for "${query}" | ${SITE_NAME}`,
      ogTitle: `Search: ${query}`,
      description: `Blogs and people matching “${query}” on ${SITE_NAME}.`,
      canonical: `${site}/search/${encodeURIComponent(query)}`,
      type: 'website',
      siteName: SITE_NAME,
      // Result pages change all the time and add nothing a crawler should keep.
      robots: 'noindex, follow',
      feeds: [siteFeed(site)],
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
