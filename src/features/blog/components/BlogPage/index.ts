export { BlogPage, BlogPageSkeleton } from './BlogPage';
