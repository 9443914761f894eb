// The workshop: members review a draft with notes pinned to its blocks. Loaded with the editor and
// the review route only, never with a reader's pages.
export { NotesLayout } from './components/NotesLayout';
export type { NotesLayoutProps } from './components/NotesLayout';
export { OpenNotesButton } from './components/OpenNotesButton';
export { ReviewerPicker } from './components/ReviewerPicker';
export { ThankReviewers } from './components/ThankReviewers';
export { ReviewPage } from './components/ReviewPage';
export { useNoteActions } from './hooks/useNoteActions';
export { noteWriters, openNotes } from './model/notes';
export type { WorkshopNote, NotePerson } from './model/notes';
export { AskForReview } from './components/AskForReview';
export { AuthorNotes } from './components/AuthorNotes';
export { RevisionNotes } from './components/RevisionNotes';
