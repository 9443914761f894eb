export { LoadMoreButton } from './LoadMoreButton';
export type { LoadMoreButtonProps } from './LoadMoreButton';
