export { CommentField } from './CommentField';
export type { CommentFieldProps } from './CommentField';
