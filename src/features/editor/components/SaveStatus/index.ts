export * from './SaveStatus.tsx';
