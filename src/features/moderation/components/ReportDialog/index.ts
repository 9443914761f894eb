export * from './ReportDialog.tsx';
