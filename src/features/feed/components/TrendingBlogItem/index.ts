export { TrendingBlogItem } from './TrendingBlogItem';
export type { TrendingBlogItemProps } from './TrendingBlogItem';
