import { VouchQueuePage } from '@/features/moderation';

export function Component() {
  return <VouchQueuePage />;
}
