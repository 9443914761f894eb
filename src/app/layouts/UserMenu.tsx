import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { LayoutDashboard, LogOut, PenLine, Settings, UserRound } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger, directionalIcon } from '@/design';
import { signOut } from '@/api';
import { AvatarButton, type AccountProps } from './AvatarButton.tsx';
import * as styles from './Navbar.css.ts';

export interface UserMenuProps extends AccountProps {
  /** Open at once: the avatar was pressed before this menu's code had arrived. */
  defaultOpen?: boolean;
  /** Focus the avatar button on mount: it replaces a stand-in that had focus. */
  focusTrigger?: boolean;
}

/** The signed-in user's menu under the avatar (SPEC.md "Navigation bar"). */
export function UserMenu({ username, fullname, profileImg, defaultOpen, focusTrigger }: UserMenuProps) {
  const navigate = useNavigate();
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger && !defaultOpen) trigger.current?.focus();
    // On mount only: later renders must not pull focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <AvatarButton ref={trigger} username={username} fullname={fullname} profileImg={profileImg} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem className={styles.onlySmall} icon={<PenLine aria-hidden />} onSelect={() => navigate('/editor')}>
          <Trans>Write</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem icon={<UserRound aria-hidden />} onSelect={() => navigate(`/user/${username}`)}>
          <Trans>Profile</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem icon={<LayoutDashboard aria-hidden />} onSelect={() => navigate('/dashboard/blogs')}>
          <Trans>Dashboard</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Settings aria-hidden />} onSelect={() => navigate('/settings/edit-profile')}>
          <Trans>Settings</Trans>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<LogOut aria-hidden className={directionalIcon} />} hint={`@${username}`} onSelect={() => void signOut().catch(() => {})}>
          <Trans>Sign Out</Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
