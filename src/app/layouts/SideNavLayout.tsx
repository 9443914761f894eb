import { NavLink, Outlet } from 'react-router-dom';
import { Bell, Bookmark, FileText, Flag, KeyRound, Mail, Palette, PenLine, ScrollText, Settings2, ShieldUser, UserRound, Users } from 'lucide-react';
import { useViewerRole } from '@/features/moderation';
import { useSession } from '@/lib';
import * as styles from './SideNavLayout.css.ts';

/** The dashboard and settings side navigation (SPEC.md "Dashboard and settings"). */
export function SideNav() {
  const session = useSession();
  const role = useViewerRole();
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
      <NavLink to="/dashboard/reading-list" className={styles.link}>
        <Bookmark aria-hidden /> Reading list
      </NavLink>
      <NavLink to="/editor" className={styles.link}>
        <PenLine aria-hidden /> Write
      </NavLink>
      {(role === 'moderator' || role === 'admin') && (
        <>
          <p className={styles.groupTitle}>Community</p>
          <NavLink to="/moderation" end className={styles.link}>
            <Flag aria-hidden /> Moderation
          </NavLink>
          <NavLink to="/moderation/log" className={styles.link}>
            <ScrollText aria-hidden /> Moderation log
          </NavLink>
          <NavLink to="/admin/members" className={styles.link}>
            <Users aria-hidden /> Members
          </NavLink>
          <NavLink to="/admin/site" className={styles.link}>
            <Settings2 aria-hidden /> Site
          </NavLink>
        </>
      )}
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
      <NavLink to="/settings/preferences" className={styles.link}>
        <Palette aria-hidden /> Preferences
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
