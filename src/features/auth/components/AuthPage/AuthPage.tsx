import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { communityQueries } from '@/api';
import { MESSAGES } from '@/contract';
import { TextLink } from '@/design/primitives/TextLink';
import { AuthForm, type AuthMode } from '../../forms/AuthForm.tsx';
import { GOOGLE_NOT_SET_UP, useGoogleSignIn } from '../../hooks/useGoogleSignIn.ts';
import { AuthCard } from '../AuthCard';
import { GoogleButton } from '../GoogleButton';
import * as styles from './AuthPage.css.ts';

const COPY = {
  signin: {
    title: 'Sign in',
    heading: 'Welcome Back',
    lead: 'Sign in to write, comment and follow your readers.',
    switchTo: '/signup',
    switchText: "Don't have an account?",
    switchLink: 'Sign up now!',
  },
  signup: {
    title: 'Sign up',
    heading: 'Sign up',
    lead: 'Join the readers and writers of Inkwell.',
    switchTo: '/signin',
    switchText: 'Already a member?',
    switchLink: 'Sign in!',
  },
} as const;

export interface AuthPageProps {
  /** Sign-in ('Welcome Back') or sign-up ('Sign up'). */
  mode: AuthMode;
}

/** What the sign-up screen says first: an invitation is welcome; a closed or invitation-only site says so before anyone types. */
function SignupMode({ invite }: { invite?: string }) {
  const site = useQuery(communityQueries.site());
  if (invite) return <p className={styles.forgot}>You were invited: welcome!</p>;
  if (site.data?.signup === 'closed') return <p className={styles.forgot} role="note">{MESSAGES.signupClosed}</p>;
  if (site.data?.signup === 'invite') return <p className={styles.forgot} role="note">{MESSAGES.inviteRequired}</p>;
  return null;
}

/** The authentication screen: one screen, two modes (SPEC.md section 2). */
export function AuthPage({ mode }: AuthPageProps) {
  const copy = COPY[mode];
  const navigate = useNavigate();
  const goHome = () => navigate('/', { replace: true });
  // An invite link opens /signup?invite=<code>: the sign-up (and a first Google sign-in) carries it.
  const [params] = useSearchParams();
  const invite = params.get('invite')?.slice(0, 100) || undefined;
  const google = useGoogleSignIn(goHome, invite);

  return (
    <AuthCard
      heading={copy.heading}
      title={copy.title}
      lead={copy.lead}
      footer={
        <>
          {copy.switchText}{' '}
          <TextLink as={Link} to={copy.switchTo}>
            {copy.switchLink}
          </TextLink>
        </>
      }
    >
      {mode === 'signup' && <SignupMode invite={invite} />}
      <AuthForm key={mode} mode={mode} onSignedIn={goHome} invite={invite} />
      {mode === 'signin' && (
        <p className={styles.forgot}>
          <TextLink as={Link} to="/forgot-password">
            {MESSAGES.forgotPassword}
          </TextLink>
        </p>
      )}
      <div className={styles.divider} role="separator">
        or
      </div>
      <GoogleButton onClick={google.start} loading={google.pending} aria-describedby={google.configured ? undefined : 'google-note'} />
      {!google.configured && (
        <p id="google-note" className={styles.note}>
          {GOOGLE_NOT_SET_UP}
        </p>
      )}
    </AuthCard>
  );
}

export const SignInPage = () => <AuthPage mode="signin" />;
export const SignUpPage = () => <AuthPage mode="signup" />;
