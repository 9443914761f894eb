import { VouchTreePage } from '@/features/moderation';

export function Component() {
  return <VouchTreePage />;
}
