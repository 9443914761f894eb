export * from './ContentMenu.tsx';
