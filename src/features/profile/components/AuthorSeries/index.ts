export { AuthorSeries, type AuthorSeriesProps } from './AuthorSeries.tsx';
