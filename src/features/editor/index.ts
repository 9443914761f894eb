export { EditorPage, EditorWorkspace, draftFromBlog, emptyDraft } from './components/EditorPage.tsx';
export type { EditorDraft, EditorWorkspaceProps } from './components/EditorPage.tsx';
