import { AccountPage } from '@/features/settings';

export const Component = AccountPage;
