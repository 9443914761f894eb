import { BlogPage } from '@/features/blog';

export const Component = BlogPage;
