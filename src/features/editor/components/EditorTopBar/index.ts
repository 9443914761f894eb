export { EditorTopBar } from './EditorTopBar.tsx';
export type { EditorTopBarProps } from './EditorTopBar.tsx';
