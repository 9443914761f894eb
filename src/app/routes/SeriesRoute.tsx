import { SeriesPage } from '@/features/blog';

export const Component = SeriesPage;
