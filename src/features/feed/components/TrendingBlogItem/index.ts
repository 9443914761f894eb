export { TrendingBlogItem, TrendingBlogItemSkeleton } from './TrendingBlogItem';
export type { TrendingBlogItemProps } from './TrendingBlogItem';
