export { NotesSheet } from './NotesSheet';
export type { NotesSheetProps } from './NotesSheet';
