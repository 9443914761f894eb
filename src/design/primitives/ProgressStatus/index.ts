export { ProgressStatus } from './ProgressStatus';
export type { ProgressStatusProps } from './ProgressStatus';
