import { NavLink, Outlet } from 'react-router-dom';
import { Bell, Bookmark, FileText, MessageSquareText, HandHeart, MailOpen, Flag, KeyRound, Mail, Network, Palette, PenLine, ScrollText, Settings2, ShieldUser, UserRound, Users } from 'lucide-react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { visuallyHidden } from '@/design/styles';
import { useViewerRole, useVouchCount } from '@/features/moderation';
import { useSession } from '@/lib';
import * as styles from './SideNavLayout.css.ts';

/** The dashboard and settings side navigation (SPEC.md "Dashboard and settings"). */
export function SideNav() {
  const session = useSession();
  const role = useViewerRole();
  const vouch = useVouchCount();
  const { t } = useLingui();
  return (
    <nav className={styles.nav} aria-label={t`Dashboard`}>
      <p className={styles.groupTitle}>
        <Trans>Dashboard</Trans>
      </p>
      <NavLink to="/dashboard/blogs" className={styles.link}>
        <FileText aria-hidden /> <Trans>Blogs</Trans>
      </NavLink>
      <NavLink to="/dashboard/notifications" className={styles.link}>
        <Bell aria-hidden /> <Trans>Notifications</Trans>
        {session?.new_notification_available && <span className={styles.dot} aria-label={t`New notifications`} role="img" />}
      </NavLink>
      <NavLink to="/dashboard/reading-list" className={styles.link}>
        <Bookmark aria-hidden /> <Trans>Reading list</Trans>
      </NavLink>
      <NavLink to="/dashboard/reviews" className={styles.link}>
        <MessageSquareText aria-hidden /> <Trans>Review requests</Trans>
      </NavLink>
      <NavLink to="/dashboard/subscribers" className={styles.link}>
        <MailOpen aria-hidden /> <Trans>Subscribers</Trans>
      </NavLink>
      {vouch && (
        <NavLink to="/dashboard/vouch" className={styles.link}>
          <HandHeart aria-hidden /> <Trans context="nav">Vouch</Trans>
          {vouch.count > 0 && (
            <span className={styles.count}>
              <span aria-hidden>{vouch.more ? `${vouch.count}+` : vouch.count}</span>
              <span className={visuallyHidden}>
                {vouch.more ? <Plural value={vouch.count} one="(more than # waiting)" other="(more than # waiting)" /> : <Plural value={vouch.count} one="(# waiting)" other="(# waiting)" />}
              </span>
            </span>
          )}
        </NavLink>
      )}
      <NavLink to="/editor" className={styles.link}>
        <PenLine aria-hidden /> <Trans>Write</Trans>
      </NavLink>
      {(role === 'moderator' || role === 'admin') && (
        <>
          <p className={styles.groupTitle}>
            <Trans>Community</Trans>
          </p>
          <NavLink to="/moderation" end className={styles.link}>
            <Flag aria-hidden /> <Trans>Moderation</Trans>
          </NavLink>
          <NavLink to="/moderation/log" className={styles.link}>
            <ScrollText aria-hidden /> <Trans>Moderation log</Trans>
          </NavLink>
          <NavLink to="/moderation/vouches" className={styles.link}>
            <Network aria-hidden /> <Trans>Vouch tree</Trans>
          </NavLink>
          <NavLink to="/admin/members" className={styles.link}>
            <Users aria-hidden /> <Trans>Members</Trans>
          </NavLink>
          <NavLink to="/admin/site" className={styles.link}>
            <Settings2 aria-hidden /> <Trans context="admin page">Site</Trans>
          </NavLink>
        </>
      )}
      <p className={styles.groupTitle}>
        <Trans>Settings</Trans>
      </p>
      <NavLink to="/settings/edit-profile" className={styles.link}>
        <UserRound aria-hidden /> <Trans>Edit Profile</Trans>
      </NavLink>
      <NavLink to="/settings/change-password" className={styles.link}>
        <KeyRound aria-hidden /> <Trans>Change Password</Trans>
      </NavLink>
      <NavLink to="/settings/email" className={styles.link}>
        <Mail aria-hidden /> <Trans>E-mail</Trans>
      </NavLink>
      <NavLink to="/settings/preferences" className={styles.link}>
        <Palette aria-hidden /> <Trans>Preferences</Trans>
      </NavLink>
      <NavLink to="/settings/account" className={styles.link}>
        <ShieldUser aria-hidden /> <Trans context="settings page">Account</Trans>
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
