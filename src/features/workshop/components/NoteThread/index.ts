export { NoteThread } from './NoteThread';
export type { NoteThreadProps } from './NoteThread';
