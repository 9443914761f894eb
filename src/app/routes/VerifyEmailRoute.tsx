import { VerifyEmailPage } from '@/features/auth';

export const Component = VerifyEmailPage;
