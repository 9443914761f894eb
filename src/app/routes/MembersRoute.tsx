import { MembersPage, useViewerRole } from '@/features/moderation';

export function Component() {
  return <MembersPage canSetRoles={useViewerRole() === 'admin'} />;
}
