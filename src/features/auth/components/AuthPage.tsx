import { Link, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '@/lib';
import { AuthForm, type AuthMode } from '../forms/AuthForm.tsx';
import { GOOGLE_NOT_SET_UP, useGoogleSignIn } from '../hooks/useGoogleSignIn.ts';
import { GoogleButton } from './GoogleButton.tsx';
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

/** The authentication screen: one screen, two modes (SPEC.md section 2). */
export function AuthPage({ mode }: AuthPageProps) {
  const copy = COPY[mode];
  const navigate = useNavigate();
  useDocumentTitle(copy.title);
  const goHome = () => navigate('/', { replace: true });
  const google = useGoogleSignIn(goHome);

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="auth-heading">
        <header className={styles.header}>
          <h1 id="auth-heading" className={styles.heading}>
            {copy.heading}
          </h1>
          <p className={styles.lead}>{copy.lead}</p>
        </header>
        <AuthForm key={mode} mode={mode} onSignedIn={goHome} />
        <div className={styles.divider} role="separator">
          or
        </div>
        <GoogleButton onClick={google.start} loading={google.pending} aria-describedby={google.configured ? undefined : 'google-note'} />
        {!google.configured && (
          <p id="google-note" className={styles.note}>
            {GOOGLE_NOT_SET_UP}
          </p>
        )}
        <p className={styles.switchText}>
          {copy.switchText}{' '}
          <Link to={copy.switchTo} className={styles.switchLink}>
            {copy.switchLink}
          </Link>
        </p>
      </section>
    </main>
  );
}

export const SignInPage = () => <AuthPage mode="signin" />;
export const SignUpPage = () => <AuthPage mode="signup" />;
