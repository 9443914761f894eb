export { Bone, EmptyState, ErrorState, LoadMore } from './States';
export type { BoneProps, EmptyStateProps, ErrorStateProps, LoadMoreProps } from './States';
