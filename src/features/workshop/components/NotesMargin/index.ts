export { NotesMargin } from './NotesMargin';
export type { NotesMarginProps } from './NotesMargin';
