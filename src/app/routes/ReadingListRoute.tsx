import { ReadingListPage } from '@/features/dashboard';

export const Component = ReadingListPage;
