export * from './BookmarkButton.tsx';
