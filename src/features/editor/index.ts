export { EditorPage, EditorWorkspace, draftFromBlog, emptyDraft } from './components/EditorPage';
export type { EditorDraft, EditorWorkspaceProps } from './components/EditorPage';
