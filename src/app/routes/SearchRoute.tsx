import { SearchPage } from '@/features/search';

export const Component = SearchPage;
