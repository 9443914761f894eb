import { ChangePasswordPage } from '@/features/settings';

export const Component = ChangePasswordPage;
