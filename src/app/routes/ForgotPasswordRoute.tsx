import { ForgotPasswordPage } from '@/features/auth';

export const Component = ForgotPasswordPage;
