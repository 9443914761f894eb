export { EmptyState } from './States';
export type { EmptyStateProps } from './States';
