export * from './VouchQueuePage.tsx';
