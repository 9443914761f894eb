export * from './MembersPage.tsx';
