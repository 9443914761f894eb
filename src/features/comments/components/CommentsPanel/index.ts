export { CommentsPanel } from './CommentsPanel';
export type { CommentsPanelProps, CommentsBlog } from './CommentsPanel';
