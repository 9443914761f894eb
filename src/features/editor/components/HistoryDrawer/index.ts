export * from './HistoryDrawer.tsx';
