export { BlogContent, Block } from './BlogContent';
export type { BlogContentProps } from './BlogContent';
