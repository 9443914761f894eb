export { ImportPosts, ImportView, type ImportStep } from './ImportPosts.tsx';
