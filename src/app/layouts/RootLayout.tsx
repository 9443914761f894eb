import { Outlet } from 'react-router-dom';
import { useNewNotificationFlag } from '../hooks/useNewNotificationFlag.ts';
import { Navbar } from './Navbar.tsx';
import * as styles from './Navbar.css.ts';

/** Every screen but the editor: the navigation bar above the route's screen. */
export function RootLayout() {
  useNewNotificationFlag();
  return (
    <>
      <Navbar />
      <div className={styles.main}>
        <Outlet />
      </div>
    </>
  );
}
