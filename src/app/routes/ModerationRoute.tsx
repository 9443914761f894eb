import { ModerationQueuePage } from '@/features/moderation';

export const Component = ModerationQueuePage;
