// The blog feature: the blog page (/blogs/:blog_id).
export { BlogPage } from './components/BlogPage';
export { BlogContent } from './components/BlogContent';
export { PreviewPage } from './components/PreviewPage';
export { SeriesPage } from './components/SeriesPage';
