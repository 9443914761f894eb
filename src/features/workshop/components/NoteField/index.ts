export { NoteField, NOTE_MAX } from './NoteField';
export type { NoteFieldProps } from './NoteField';
