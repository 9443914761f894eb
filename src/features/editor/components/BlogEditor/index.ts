export { BlogEditor } from './BlogEditor.tsx';
export type { BlogEditorProps } from './BlogEditor.tsx';
