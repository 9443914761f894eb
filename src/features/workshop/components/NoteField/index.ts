export { NoteField } from './NoteField';
export type { NoteFieldProps } from './NoteField';
