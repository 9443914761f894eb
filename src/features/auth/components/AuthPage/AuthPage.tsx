import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { communityQueries } from '@/api';
import { MESSAGES } from '@/contract';
import { TextLink } from '@/design/primitives/TextLink';
import { AuthForm, type AuthMode } from '../../forms/AuthForm.tsx';
import { GOOGLE_NOT_SET_UP, useGoogleSignIn } from '../../hooks/useGoogleSignIn.ts';
import { AuthCard } from '../AuthCard';
import { GoogleButton } from '../GoogleButton';
import * as styles from './AuthPage.css.ts';

export interface AuthPageProps {
  /** Sign-in ('Welcome Back') or sign-up ('Sign up'). */
  mode: AuthMode;
}

/** What the sign-up screen says first: an invitation is welcome; a closed or invitation-only site says so before anyone types. */
function SignupMode({ invite }: { invite?: string }) {
  const { i18n } = useLingui();
  const site = useQuery(communityQueries.site());
  if (invite)
    return (
      <p className={styles.forgot}>
        <Trans>You were invited: welcome!</Trans>
      </p>
    );
  if (site.data?.signup === 'closed') return <p className={styles.forgot} role="note">{i18n._(MESSAGES.signupClosed)}</p>;
  if (site.data?.signup === 'invite') return <p className={styles.forgot} role="note">{i18n._(MESSAGES.inviteRequired)}</p>;
  return null;
}

/** The authentication screen: one screen, two modes (SPEC.md section 2). */
export function AuthPage({ mode }: AuthPageProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const goHome = () => navigate('/', { replace: true });
  // An invite link opens /signup?invite=<code>: the sign-up (and a first Google sign-in) carries it.
  const [params] = useSearchParams();
  const invite = params.get('invite')?.slice(0, 100) || undefined;
  const google = useGoogleSignIn(goHome, invite);
  const signin = mode === 'signin';

  return (
    <AuthCard
      heading={signin ? t`Welcome Back` : t`Sign up`}
      title={signin ? t`Sign in` : t`Sign up`}
      lead={signin ? t`Sign in to write, comment and follow your readers.` : t`Join the readers and writers of Inkwell.`}
      footer={
        signin ? (
          <Trans>
            Don't have an account?{' '}
            <TextLink as={Link} to="/signup">
              Sign up now!
            </TextLink>
          </Trans>
        ) : (
          <Trans>
            Already a member?{' '}
            <TextLink as={Link} to="/signin">
              Sign in!
            </TextLink>
          </Trans>
        )
      }
    >
      {mode === 'signup' && <SignupMode invite={invite} />}
      <AuthForm key={mode} mode={mode} onSignedIn={goHome} invite={invite} />
      {signin && (
        <p className={styles.forgot}>
          <TextLink as={Link} to="/forgot-password">
            {i18n._(MESSAGES.forgotPassword)}
          </TextLink>
        </p>
      )}
      <div className={styles.divider} role="separator">
        <Trans context="between the e-mail form and the Google button">or</Trans>
      </div>
      <GoogleButton onClick={google.start} loading={google.pending} aria-describedby={google.configured ? undefined : 'google-note'} />
      {!google.configured && (
        <p id="google-note" className={styles.note}>
          {i18n._(GOOGLE_NOT_SET_UP)}
        </p>
      )}
    </AuthCard>
  );
}

export const SignInPage = () => <AuthPage mode="signin" />;
export const SignUpPage = () => <AuthPage mode="signup" />;
