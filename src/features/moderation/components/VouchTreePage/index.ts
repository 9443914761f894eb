export * from './VouchTreePage.tsx';
