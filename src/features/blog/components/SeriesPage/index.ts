export * from './SeriesPage.tsx';
