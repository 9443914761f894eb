import { PreferencesPage } from '@/features/settings';

export const Component = PreferencesPage;
