import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { ErrorState } from '@/design/primitives/ErrorState';
import { SkeletonText } from '@/design/primitives/Skeleton';
import { showProblem, useSession } from '@/lib';
import { accountQueries } from '@/api';
import { EmailSettingsForm } from '../../forms/EmailSettingsForm.tsx';
import { SettingsSection } from '../SettingsSection';

/** /settings/email: which notification mail the member gets. */
export function EmailSettingsPage() {
  const session = useSession();
  const { t, i18n } = useLingui();
  const settings = useQuery(accountQueries.emailSettings(session?.username ?? ''));
  return (
    <SettingsSection title={t`E-mail`}>
      {settings.isPending ? (
        <div role="status" aria-busy="true" aria-label={t`Loading your e-mail settings`}>
          <SkeletonText lines={4} />
        </div>
      ) : settings.isError ? (
        <ErrorState title={t`Could not load your e-mail settings`} detail={showProblem(settings.error, i18n)} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
      ) : (
        <EmailSettingsForm settings={settings.data} verified={session?.email_verified !== false} />
      )}
    </SettingsSection>
  );
}
