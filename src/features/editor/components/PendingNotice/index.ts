export * from './PendingNotice.tsx';
