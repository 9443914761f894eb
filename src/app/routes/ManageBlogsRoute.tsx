import { ManageBlogsPage } from '@/features/dashboard';

export const Component = ManageBlogsPage;
