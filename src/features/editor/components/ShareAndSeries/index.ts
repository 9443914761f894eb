export * from './ShareAndSeries.tsx';
