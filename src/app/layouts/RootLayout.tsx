import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useSession } from '@/lib';
import { useNewNotificationFlag } from '../hooks/useNewNotificationFlag.ts';
import { Navbar } from './Navbar.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import * as styles from './Navbar.css.ts';

// Only a member whose e-mail is not confirmed sees the banner, so its code (and its resend call)
// loads for them alone, not with every reader's first screen. Deep path: the auth barrel carries
// the sign-in screens.
const VerifyBanner = lazy(() => import('@/features/auth/components/VerifyBanner').then((m) => ({ default: m.VerifyBanner })));

/** Every screen but the editor: the navigation bar above the route's screen, the footer below. */
export function RootLayout() {
  useNewNotificationFlag();
  const session = useSession();
  return (
    <>
      <Navbar />
      {session?.email_verified === false && (
        <Suspense fallback={null}>
          <VerifyBanner />
        </Suspense>
      )}
      <div className={styles.main}>
        <Outlet />
      </div>
      <SiteFooter />
    </>
  );
}
