// The feed feature: home page, and the blog list pieces other reader screens compose.
export { HomePage } from './components/HomePage';
export { BlogPostCard } from './components/BlogPostCard';
export { BlogBanner } from './components/BlogBanner';
export { BlogList } from './components/BlogList';
export { BlogCardSkeleton, BlogListSkeleton } from './components/BlogCardSkeleton';
export { Bone, EmptyState, ErrorState, LoadMore } from './components/States';
export { PageColumns, AsideTitle } from './components/PageColumns';
export type { ColumnTab } from './components/PageColumns';
export { useSearchBlogs, fetchSearchBlogs, type BlogFilter } from './api/searchBlogs';
export { useLatestBlogs, fetchLatestBlogs, prefetchLatestBlogs } from './api/latestBlogs';
export { fetchAllLatestBlogsCount } from './api/allLatestBlogsCount';
export { useTrendingBlogs, fetchTrendingBlogs } from './api/trendingBlogs';
export { useMediaQuery } from './hooks/useMediaQuery';
export { NotFound } from './components/NotFound';
