export { BlogCardSkeleton, BlogListSkeleton, TrendingListSkeleton } from './BlogCardSkeleton';
