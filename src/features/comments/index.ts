// The comments feature: the slide-in panel the blog page opens.
export { CommentsPanel } from './components/CommentsPanel';
export type { CommentsPanelProps, CommentsBlog } from './components/CommentsPanel';
export type { CountDelta } from './hooks/useCommentThread';
