// The feed feature: home page, and the blog list pieces other reader screens compose.
export { HomePage } from './components/HomePage';
export { BlogPostCard } from './components/BlogPostCard';
export { BlogBanner } from './components/BlogBanner';
export { BlogList } from './components/BlogList';
export { BlogCardSkeleton, BlogListSkeleton } from './components/BlogCardSkeleton';
export { Bone, EmptyState, ErrorState, LoadMore } from './components/States';
export { PageColumns, AsideTitle } from './components/PageColumns';
export type { ColumnTab } from './components/PageColumns';
export { useSearchBlogs, useLatestBlogs } from './hooks/usePagedBlogs';
export { useMediaQuery } from './hooks/useMediaQuery';
export { NotFound } from './components/NotFound';
