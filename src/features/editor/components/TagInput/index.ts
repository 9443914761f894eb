export { TagInput } from './TagInput.tsx';
export type { TagInputProps } from './TagInput.tsx';
