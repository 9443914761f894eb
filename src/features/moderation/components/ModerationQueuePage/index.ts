export * from './ModerationQueuePage.tsx';
