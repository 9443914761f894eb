export * from './ReadingListPage.tsx';
