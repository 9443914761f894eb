import { SubscribersPage } from '@/features/newsletter';

export const Component = SubscribersPage;
