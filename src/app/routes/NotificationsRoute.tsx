import { NotificationsPage } from '@/features/notifications';

export const Component = NotificationsPage;
