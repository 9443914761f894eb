export { OpenNotesButton } from './OpenNotesButton';
export type { OpenNotesButtonProps } from './OpenNotesButton';
