export { BlogList } from './BlogList';
export type { BlogListProps } from './BlogList';
