import { SignUpPage } from '@/features/auth';

export const Component = SignUpPage;
