import { ReviewPage } from '@/features/workshop';

export const Component = ReviewPage;
