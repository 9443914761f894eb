export { BlogActions } from './BlogActions';
export type { BlogActionsProps } from './BlogActions';
