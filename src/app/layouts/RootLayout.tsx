import { Outlet } from 'react-router-dom';
// Deep path: the auth barrel carries the sign-in screens, which every first screen would then load.
import { VerifyBanner } from '@/features/auth/components/VerifyBanner';
import { useNewNotificationFlag } from '../hooks/useNewNotificationFlag.ts';
import { Navbar } from './Navbar.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import * as styles from './Navbar.css.ts';

/** Every screen but the editor: the navigation bar above the route's screen, the footer below. */
export function RootLayout() {
  useNewNotificationFlag();
  return (
    <>
      <Navbar />
      <VerifyBanner />
      <div className={styles.main}>
        <Outlet />
      </div>
      <SiteFooter />
    </>
  );
}
