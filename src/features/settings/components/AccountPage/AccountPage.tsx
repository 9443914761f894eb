import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Divider } from '@/design/primitives/Divider';
import { useSession } from '@/lib';
import { userQueries } from '@/api';
import { DeleteAccount } from '../DeleteAccount';
import { ExportAccount } from '../ExportAccount';
import { ImportPosts } from '../ImportPosts';
import { SettingsSection } from '../SettingsSection';
import { SignOutEverywhere } from '../SignOutEverywhere';

/** /settings/account: take your data, end every session, or leave. */
export function AccountPage() {
  const session = useSession();
  const { t } = useLingui();
  // A Google-only account has no password: its delete dialog asks for the username instead.
  const profile = useQuery(userQueries.ownProfile(session?.username ?? ''));
  return (
    <SettingsSection title={t({ message: 'Account', context: 'settings page' })}>
      <ImportPosts />
      <Divider />
      <ExportAccount />
      <Divider />
      <SignOutEverywhere />
      <Divider />
      <DeleteAccount hasPassword={profile.isError ? true : profile.data && profile.data.personal_info.has_password !== false} />
    </SettingsSection>
  );
}
