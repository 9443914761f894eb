// The feed feature: home page, and the blog list pieces other reader screens compose.
export { HomePage } from './components/HomePage';
export { BlogPostCard } from './components/BlogPostCard';
export { BlogBanner } from './components/BlogBanner';
export { BlogList } from './components/BlogList';
export { BlogPostCardSkeleton } from './components/BlogPostCard';
export { BlogListSkeleton } from './components/BlogList';
export { useSearchBlogs, useLatestBlogs } from './hooks/usePagedBlogs';
export { BookmarkButton } from './components/BookmarkButton';
export { CATEGORY_LABELS } from './model/categoryLabel';
