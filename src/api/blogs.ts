import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { SIMILAR_BLOGS_LIMIT, type Blog, type BlogCard, type OwnBlogCard } from '@/contract';
import { ApiError, getAccessToken, request } from '@/lib';
import { FIRST_PAGE, nextDeletablePage, pagedBlogsOptions, type BlogsPage, type DeletablePageParam, type ListPage } from './lists.ts';

/** The filters of /search-blogs (API.md); they combine. */
export interface BlogFilter {
  /** One tag, exact (lowercased). */
  tag?: string;
  /** Full-text query over title, description and tags. */
  query?: string;
  /** An author's user `_id`. */
  author?: string;
  /** Any of these tags. */
  multipleTags?: string[];
  /** Excluded blog (its blog_id). */
  remove_blog?: string;
}

export interface OwnBlogsFilter {
  draft: boolean;
  /** With draft: only the scheduled drafts (true) or only the others (false). */
  scheduled?: boolean;
  query: string;
}

/** Every key of blog data, in one place: what a write invalidates is said here too. */
export const blogKeys = {
  /** Every public list of cards. */
  lists: ['blogs'] as const,
  latest: () => ['blogs', 'latest'] as const,
  latestCount: () => ['blogs', 'latest', 'count'] as const,
  trending: () => ['blogs', 'trending'] as const,
  search: (filter: BlogFilter) => ['blogs', 'search', filter] as const,
  searchCount: (filter: BlogFilter) => ['blogs', 'search', filter, 'count'] as const,
  similar: (blogId: string | undefined, tags: string[] | undefined) => ['blogs', 'similar', blogId, tags] as const,
  /** Every single blog (the reader's and the editor's). */
  allBlogs: ['blog'] as const,
  one: (blogId: string) => ['blog', blogId] as const,
  edit: (blogId: string | undefined) => ['blog', blogId, 'edit'] as const,
  preview: (token: string) => ['blog-preview', token] as const,
  revisions: (blogId: string) => ['blog-revisions', blogId] as const,
  revision: (blogId: string, rev: number) => ['blog-revisions', blogId, rev] as const,
  series: (username: string, slug: string) => ['series', username, slug] as const,
  /** Every author's list of series. */
  allUserSeries: ['user-series'] as const,
  userSeries: (username: string) => ['user-series', username] as const,
  liked: (blogObjectId: string, username: string | undefined) => ['blog-liked', blogObjectId, username ?? null] as const,
  /** Every list of the author's own blogs. */
  own: ['user-written-blogs'] as const,
  ownList: (filter: OwnBlogsFilter) => ['user-written-blogs', filter] as const,
};

/* Reads */

/** POST /latest-blogs: one page of the newest published blogs. */
export const fetchLatestBlogs = async (page: number, signal?: AbortSignal) => (await request('latestBlogs', { page }, { signal })).blogs;
/** POST /all-latest-blogs-count: how many published blogs exist. */
export const fetchAllLatestBlogsCount = async (signal?: AbortSignal) => (await request('allLatestBlogsCount', {}, { signal })).totalDocs;
/** GET /trending-blogs: the ten blogs ranked by recent activity. */
export const fetchTrendingBlogs = async (signal?: AbortSignal) => (await request('trendingBlogs', undefined, { signal })).blogs;
/** POST /search-blogs: one page of published blogs matching the filter. */
export const fetchSearchBlogs = async (filter: BlogFilter, page: number, limit?: number, signal?: AbortSignal) =>
  (await request('searchBlogs', { ...filter, page, ...(limit ? { limit } : {}) }, { signal })).blogs;
/** POST /search-blogs-count: how many blogs the same filter pages through. */
export const fetchSearchBlogsCount = async (filter: BlogFilter, signal?: AbortSignal) => (await request('searchBlogsCount', filter, { signal })).totalDocs;
/** POST /search-blogs for Similar Blogs: any of the blog's tags, this blog excluded, at most 6. */
export async function fetchSimilarBlogs(tags: string[], blogId: string, signal?: AbortSignal) {
  const { blogs } = await request('searchBlogs', { multipleTags: tags, remove_blog: blogId, limit: SIMILAR_BLOGS_LIMIT, page: 1 }, { signal });
  return blogs.filter((b) => b.blog_id !== blogId).slice(0, SIMILAR_BLOGS_LIMIT);
}
/** POST /get-blog: the published blog (counts one read on the server). */
export const fetchBlog = async (blogId: string, signal?: AbortSignal): Promise<Blog> => (await request('getBlog', { blog_id: blogId }, { signal })).blog;
/** POST /get-blog in draft and edit mode: the author's own blog, reads not counted. */
export const fetchBlogForEdit = async (blogId: string): Promise<Blog> => (await request('getBlog', { blog_id: blogId, draft: true, mode: 'edit' }, { auth: true })).blog;
/** POST /count-read: the read of a blog whose page arrived rendered (get-blog, which counts it otherwise, is not asked). */
export const countRead = async (blogId: string) => (await request('countRead', { blog_id: blogId })).counted;
/** POST /isliked-by-user (auth): whether the signed-in reader likes the blog. */
export const fetchIsLikedByUser = async (blogObjectId: string, signal?: AbortSignal) => (await request('isLikedByUser', { _id: blogObjectId }, { signal })).result;

const notFoundIsFinal = (count: number, err: unknown) => !(err instanceof ApiError && err.status === 404) && count < 1;

export const blogQueries = {
  latest: () => pagedBlogsOptions(blogKeys.latest(), fetchLatestBlogs, fetchAllLatestBlogsCount),
  search: (filter: BlogFilter) =>
    pagedBlogsOptions(blogKeys.search(filter), (page, signal) => fetchSearchBlogs(filter, page, undefined, signal), (signal) => fetchSearchBlogsCount(filter, signal)),
  latestCount: () => queryOptions({ queryKey: blogKeys.latestCount(), queryFn: ({ signal }) => fetchAllLatestBlogsCount(signal) }),
  searchCount: (filter: BlogFilter) => queryOptions({ queryKey: blogKeys.searchCount(filter), queryFn: ({ signal }) => fetchSearchBlogsCount(filter, signal) }),
  trending: () => queryOptions({ queryKey: blogKeys.trending(), queryFn: ({ signal }) => fetchTrendingBlogs(signal) }),
  similar: (tags: string[] | undefined, blogId: string | undefined) =>
    queryOptions({ queryKey: blogKeys.similar(blogId, tags), queryFn: ({ signal }) => fetchSimilarBlogs(tags!, blogId!, signal), enabled: Boolean(blogId && tags?.length) }),
  one: (blogId: string) =>
    queryOptions({
      queryKey: blogKeys.one(blogId),
      queryFn: ({ signal }) => fetchBlog(blogId, signal),
      // Every fetch counts a read, so a blog stays fresh for the visit instead of refetching.
      staleTime: 10 * 60_000,
      // An unknown blog is final: no retry before showing the not-found page.
      retry: notFoundIsFinal,
    }),
  /** POST /get-preview: the draft or pending version behind a private link. */
  preview: (token: string) =>
    queryOptions({ queryKey: blogKeys.preview(token), queryFn: async ({ signal }) => (await request('getPreview', { token }, { signal })).blog, retry: notFoundIsFinal }),
  /** POST /user-series: an author's series with their published parts (the profile). */
  userSeries: (username: string) => queryOptions({ queryKey: blogKeys.userSeries(username), queryFn: async ({ signal }) => (await request('userSeries', { username }, { signal })).series }),
  /** POST /get-series: a series' published parts in order. */
  series: (username: string, slug: string) =>
    queryOptions({ queryKey: blogKeys.series(username, slug), queryFn: ({ signal }) => request('getSeries', { username, slug }, { signal }), retry: notFoundIsFinal }),
  /** POST /blog-revisions (author): what each publish and update made public, newest first. */
  revisions: (blogId: string) => queryOptions({ queryKey: blogKeys.revisions(blogId), queryFn: async ({ signal }) => (await request('blogRevisions', { blog_id: blogId }, { signal })).revisions, staleTime: 0 }),
  /** POST /get-revision (author). */
  revision: (blogId: string, rev: number | null) =>
    queryOptions({ queryKey: blogKeys.revision(blogId, rev ?? 0), queryFn: async ({ signal }) => (await request('getRevision', { blog_id: blogId, rev: rev! }, { signal })).blog, enabled: rev !== null }),
  edit: (blogId: string | undefined) =>
    queryOptions({ queryKey: blogKeys.edit(blogId), queryFn: () => takeBlogForEdit(blogId!), enabled: Boolean(blogId), staleTime: 0, gcTime: 0, retry: false }),
  liked: (blogObjectId: string | undefined, username: string | undefined) =>
    queryOptions({ queryKey: blogKeys.liked(blogObjectId ?? '', username), queryFn: ({ signal }) => fetchIsLikedByUser(blogObjectId!, signal), enabled: Boolean(blogObjectId && username) }),
  own: (filter: OwnBlogsFilter) =>
    infiniteQueryOptions({
      queryKey: blogKeys.ownList(filter),
      initialPageParam: FIRST_PAGE as DeletablePageParam,
      queryFn: async ({ pageParam }): Promise<ListPage<OwnBlogCard>> => {
        const [answer, count] = await Promise.all([request('userWrittenBlogs', { ...filter, ...pageParam }), request('userWrittenBlogsCount', filter)]);
        return { results: answer.blogs, totalDocs: count.totalDocs, ...pageParam };
      },
      getNextPageParam: nextDeletablePage,
    }),
};

/** Puts a blog in the cache (before the first render, so the page draws it at once). */
export const prefetchBlog = (client: QueryClient, blogId: string) => client.prefetchQuery(blogQueries.one(blogId));
/** Puts the home feed's first page in the cache. */
export const prefetchLatestBlogs = (client: QueryClient) => client.prefetchInfiniteQuery(blogQueries.latest());

/**
 * The first screen's answers as the server rendered it (src/app/serverRendered.ts): the same cache
 * entries prefetchLatestBlogs and prefetchBlog make, so the screen draws exactly that.
 */
export const seedLatestBlogs = (client: QueryClient, blogs: BlogCard[], totalDocs: number) =>
  client.setQueryData<InfiniteData<BlogsPage>>(blogKeys.latest(), { pages: [{ blogs, page: 1, totalDocs }], pageParams: [1] });
export const seedBlog = (client: QueryClient, blogId: string, blog: Blog) => client.setQueryData(blogKeys.one(blogId), blog);

/* The editor's blog, started by its route while the editor's code loads (prefetchEditor). */

const early = new Map<string, { at: number; blog: Promise<Blog> }>();
const FRESH_MS = 10_000;

/** Starts the edit-mode request for a blog now; the editor's first query takes it (if still fresh). */
export function startBlogForEdit(blogId: string) {
  if (!getAccessToken()) return;
  const blog = fetchBlogForEdit(blogId);
  blog.catch(() => {}); // the query reports the error when it takes the request
  early.set(blogId, { at: Date.now(), blog });
}

/** The blog for editing: the route's request when there is a fresh one, else a new request. */
export function takeBlogForEdit(blogId: string): Promise<Blog> {
  const started = early.get(blogId);
  early.delete(blogId);
  return started && Date.now() - started.at < FRESH_MS ? started.blog : fetchBlogForEdit(blogId);
}

/** POST /like-blog (auth): `isLikedByUser` false likes it, true removes the like. */
export const likeBlog = (blogObjectId: string, isLikedByUser: boolean) => request('likeBlog', { _id: blogObjectId, isLikedByUser });
