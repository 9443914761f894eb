export { TrendingList } from './TrendingList';
