export * from './AdminPage.tsx';
