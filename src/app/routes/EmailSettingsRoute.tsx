import { EmailSettingsPage } from '@/features/settings';

export const Component = EmailSettingsPage;
