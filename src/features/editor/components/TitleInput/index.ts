export { TitleInput } from './TitleInput.tsx';
export type { TitleInputProps } from './TitleInput.tsx';
