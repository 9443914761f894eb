export { TrendingList, TrendingListSkeleton } from './TrendingList';
