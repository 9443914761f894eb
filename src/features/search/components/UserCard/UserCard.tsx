import { cx } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import type { AuthorSummary } from '@/contract';
import * as styles from './UserCard.css';
import { Avatar } from '@/design/primitives/Avatar';

export interface UserCardProps extends ComponentProps<'li'> {
  user: AuthorSummary;
}

/** A user in search results: picture, full name and @username, linking to their profile. */
export function UserCard({ user, className, ...rest }: UserCardProps) {
  const { fullname, username, profile_img } = user.personal_info;
  return (
    <li className={cx(styles.card, className)} {...rest}>
      <Avatar size="md" src={profile_img} name={fullname} alt="" />
      <div className={styles.who}>
        <Link className={`${styles.link} ${styles.name}`} to={`/user/${username}`}>
          {fullname}
        </Link>
        <span className={styles.username}>@{username}</span>
      </div>
    </li>
  );
}
