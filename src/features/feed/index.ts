// The feed feature: home page, and the blog list pieces other reader screens compose.
export { HomePage } from './components/HomePage';
export { BlogPostCard } from './components/BlogPostCard';
export { BlogBanner } from './components/BlogBanner';
export { BlogList } from './components/BlogList';
export { BlogCardSkeleton, BlogListSkeleton } from './components/BlogCardSkeleton';
export { EmptyState } from './components/States';
export { useSearchBlogs, useLatestBlogs } from './hooks/usePagedBlogs';
export { NotFound } from './components/NotFound';
