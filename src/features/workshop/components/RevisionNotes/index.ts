export { RevisionNotes } from './RevisionNotes';
export type { RevisionNotesProps } from './RevisionNotes';
