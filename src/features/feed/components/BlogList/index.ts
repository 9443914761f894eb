export { BlogList, BlogListSkeleton } from './BlogList';
export type { BlogListProps } from './BlogList';
