export { emptyDraft, draftFromBlog, EditorWorkspace, EditorPage } from './EditorPage.tsx';
export type { EditorDraft, EditorWorkspaceProps } from './EditorPage.tsx';
