import { SiteSettingsPage, useViewerRole } from '@/features/moderation';

export function Component() {
  return <SiteSettingsPage canChange={useViewerRole() === 'admin'} />;
}
