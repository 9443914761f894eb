import { ReviewRequestsPage } from '@/features/dashboard';

export const Component = ReviewRequestsPage;
