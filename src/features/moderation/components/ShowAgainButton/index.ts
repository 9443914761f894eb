export * from './ShowAgainButton.tsx';
