import { UnsubscribePage } from '@/features/settings';

export const Component = UnsubscribePage;
