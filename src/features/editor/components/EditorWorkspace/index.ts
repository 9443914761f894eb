export { EditorWorkspace } from './EditorWorkspace.tsx';
export type { EditorWorkspaceProps } from './EditorWorkspace.tsx';
