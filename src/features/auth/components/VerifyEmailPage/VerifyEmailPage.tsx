import { Link, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES } from '@/contract';
import { ButtonLink } from '@/design/primitives/ButtonLink';
import { Spinner } from '@/design/primitives/Spinner';
import { visuallyHidden } from '@/design/styles/visuallyHidden.css';
import { showProblem, useSession } from '@/lib';
import { verifyEmail } from '@/api';
import { useLinkToken } from '../../hooks/useLinkToken.ts';
import { AuthCard } from '../AuthCard';

/** /verify-email/:token: the verification mail's link confirms the address on arrival. */
export function VerifyEmailPage() {
  const { token = '' } = useParams();
  const client = useQueryClient();
  const session = useSession();
  const { t, i18n } = useLingui();
  const verify = useLinkToken('verify', token, (t) => verifyEmail(t, client));

  if (verify.isPending) {
    return (
      <AuthCard heading={t`Confirming your e-mail`}>
        <Spinner showLabel label={t`Confirming your e-mail…`} />
      </AuthCard>
    );
  }
  if (verify.isError) {
    return (
      <AuthCard heading={t`This link did not work`} lead={showProblem(verify.error, i18n)}>
        <p>
          {session ? t`You can ask for a new link from the banner at the top of the page.` : t`Sign in and ask for a new link from the banner at the top of the page.`}
        </p>
        <ButtonLink as={Link} to={session ? '/' : '/signin'} variant="outline">
          {session ? t`Go to the home page` : t`Sign in`}
        </ButtonLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard heading={i18n._(MESSAGES.emailVerified)} lead={t`Thank you. We can now tell you about replies and help you back in if you forget your password.`}>
      <p role="status" className={visuallyHidden}>
        {i18n._(MESSAGES.emailVerified)}.
      </p>
      <ButtonLink as={Link} to="/" tone="accent">
        <Trans>Start reading</Trans>
      </ButtonLink>
    </AuthCard>
  );
}
