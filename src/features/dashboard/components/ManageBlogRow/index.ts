export { ManageBlogRow, ManageBlogRowSkeleton } from './ManageBlogRow.tsx';
export type { ManageBlogRowProps } from './ManageBlogRow.tsx';
