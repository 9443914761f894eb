export { BlogPageSkeleton } from './BlogPageSkeleton';
