import { NavLink, Outlet } from 'react-router-dom';
import { Bell, FileText, KeyRound, Mail, PenLine, ShieldUser, UserRound } from 'lucide-react';
import { useSession } from '@/lib';
import * as styles from './SideNavLayout.css.ts';

/** The dashboard and settings side navigation (SPEC.md "Dashboard and settings"). */
export function SideNav() {
  const session = useSession();
  return (
    <nav className={styles.nav} aria-label="Dashboard">
      <p className={styles.groupTitle}>Dashboard</p>
      <NavLink to="/dashboard/blogs" className={styles.link}>
        <FileText aria-hidden /> Blogs
      </NavLink>
      <NavLink to="/dashboard/notifications" className={styles.link}>
        <Bell aria-hidden /> Notifications
        {session?.new_notification_available && <span className={styles.dot} aria-label="New notifications" role="img" />}
      </NavLink>
      <NavLink to="/editor" className={styles.link}>
        <PenLine aria-hidden /> Write
      </NavLink>
      <p className={styles.groupTitle}>Settings</p>
      <NavLink to="/settings/edit-profile" className={styles.link}>
        <UserRound aria-hidden /> Edit Profile
      </NavLink>
      <NavLink to="/settings/change-password" className={styles.link}>
        <KeyRound aria-hidden /> Change Password
      </NavLink>
      <NavLink to="/settings/email" className={styles.link}>
        <Mail aria-hidden /> E-mail
      </NavLink>
      <NavLink to="/settings/account" className={styles.link}>
        <ShieldUser aria-hidden /> Account
      </NavLink>
    </nav>
  );
}

export function SideNavLayout() {
  return (
    <div className={styles.shell}>
      <SideNav />
      <div className={styles.main}>
        <Outlet />
      </div>
    </div>
  );
}

export const Component = SideNavLayout;
