import { Link, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@/contract';
import { ButtonLink } from '@/design/primitives/ButtonLink';
import { Spinner } from '@/design/primitives/Spinner';
import { visuallyHidden } from '@/design/styles/visuallyHidden.css';
import { errorMessage, useSession } from '@/lib';
import { verifyEmail } from '@/api';
import { useLinkToken } from '../../hooks/useLinkToken.ts';
import { AuthCard } from '../AuthCard';

/** /verify-email/:token: the verification mail's link confirms the address on arrival. */
export function VerifyEmailPage() {
  const { token = '' } = useParams();
  const client = useQueryClient();
  const session = useSession();
  const verify = useLinkToken('verify', token, (t) => verifyEmail(t, client));

  if (verify.isPending) {
    return (
      <AuthCard heading="Confirming your e-mail">
        <Spinner showLabel label="Confirming your e-mail…" />
      </AuthCard>
    );
  }
  if (verify.isError) {
    return (
      <AuthCard heading="This link did not work" lead={errorMessage(verify.error)}>
        <p>
          {session ? 'You can ask for a new link from the banner at the top of the page.' : 'Sign in and ask for a new link from the banner at the top of the page.'}
        </p>
        <ButtonLink as={Link} to={session ? '/' : '/signin'} variant="outline">
          {session ? 'Go to the home page' : 'Sign in'}
        </ButtonLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard heading={MESSAGES.emailVerified} lead="Thank you. We can now tell you about replies and help you back in if you forget your password.">
      <p role="status" className={visuallyHidden}>
        {MESSAGES.emailVerified}.
      </p>
      <ButtonLink as={Link} to="/" tone="accent">
        Start reading
      </ButtonLink>
    </AuthCard>
  );
}
