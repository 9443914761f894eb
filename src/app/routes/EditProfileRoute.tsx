import { EditProfilePage } from '@/features/settings';

export const Component = EditProfilePage;
