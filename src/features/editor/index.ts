export { EditorPage } from './components/EditorPage';
export { EditorWorkspace, type EditorWorkspaceProps } from './components/EditorWorkspace';
export { draftFromBlog, emptyDraft, type EditorDraft } from './model/editorDraft.ts';
