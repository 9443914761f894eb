export { NotesLayout } from './NotesLayout';
export type { NotesLayoutProps } from './NotesLayout';
