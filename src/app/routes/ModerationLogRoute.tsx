import { ModerationLogPage } from '@/features/moderation';

export const Component = ModerationLogPage;
