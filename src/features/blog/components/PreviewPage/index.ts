export * from './PreviewPage.tsx';
