export { AuthorNotes } from './AuthorNotes';
export type { AuthorNotesProps } from './AuthorNotes';
