export { EditorSkeleton, EditorNotFound, EditorLoadError } from './EditorStates.tsx';
