import { PreviewPage } from '@/features/blog';

export const Component = PreviewPage;
