export { BlogPostCard, BlogPostCardSkeleton } from './BlogPostCard';
export type { BlogPostCardProps } from './BlogPostCard';
