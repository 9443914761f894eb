export { EditorPage } from './EditorPage.tsx';
