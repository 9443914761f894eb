export * from './SeriesNav.tsx';
