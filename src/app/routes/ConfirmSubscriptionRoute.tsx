import { ConfirmSubscriptionPage } from '@/features/newsletter';

export const Component = ConfirmSubscriptionPage;
