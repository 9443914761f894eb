import { HomePage } from '@/features/feed';

export const Component = HomePage;
