export * from './ModerationLogPage.tsx';
