export { SimilarBlogs } from './SimilarBlogs';
