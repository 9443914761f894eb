import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { MESSAGES } from '@/contract';
import { ButtonLink } from '@/design/primitives/ButtonLink';
import { ErrorState } from '@/design/primitives/ErrorState';
import { Spinner } from '@/design/primitives/Spinner';
import { showProblem, useSession } from '@/lib';
import { unsubscribe } from '@/api';
import { SettingsSection } from '../SettingsSection';

/**
 * /unsubscribe/:token: the "Turn these e-mails off" link of a notification mail. The page makes the
 * call (a mail scanner that fetches the link runs no script, so it turns nothing off). Once per token
 * and page view: the call is a query keyed by the token.
 */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  const session = useSession();
  const { t, i18n } = useLingui();
  const result = useQuery({ queryKey: ['mail-link', 'unsubscribe', token], queryFn: () => unsubscribe(token), retry: false, staleTime: Infinity, gcTime: Infinity });
  return (
    <main>
      <SettingsSection title={t`E-mail preferences`}>
        {result.isPending ? (
          <Spinner showLabel label={t`Turning these e-mails off…`} />
        ) : result.isError ? (
          <ErrorState title={t`This link did not work`} detail={showProblem(result.error, i18n)} onRetry={() => void result.refetch()} retrying={result.isFetching} />
        ) : (
          <>
            <p role="status">{i18n._(MESSAGES.unsubscribed)}.</p>
            <ButtonLink as={Link} to={session ? '/settings/email' : '/signin'} variant="outline">
              {session ? t`Choose which e-mails you get` : t`Sign in to choose which e-mails you get`}
            </ButtonLink>
          </>
        )}
      </SettingsSection>
    </main>
  );
}
