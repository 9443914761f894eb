import type { ComponentProps } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Avatar } from '@/design';
import * as styles from './Navbar.css.ts';

export interface AccountProps {
  username: string;
  fullname: string;
  profileImg: string;
}

/** The avatar button that opens the account menu (also shown alone while the menu's code loads). */
export function AvatarButton({ username, fullname, profileImg, ...rest }: AccountProps & ComponentProps<'button'>) {
  const { t } = useLingui();
  return (
    <button type="button" className={styles.avatarButton} aria-label={t`Account menu for @${username}`} {...rest}>
      <Avatar src={profileImg || undefined} name={fullname || username} alt="" size="sm" />
    </button>
  );
}
