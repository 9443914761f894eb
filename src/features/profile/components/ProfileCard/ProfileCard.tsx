import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Profile } from '@/contract';
import { ButtonLink } from '@/design/primitives/ButtonLink';
import * as styles from './ProfileCard.css';
import { Avatar } from '@/design/primitives/Avatar';

export interface ProfileCardProps {
  profile: Profile;
  /** The viewer's own profile: shows Edit Profile. */
  own: boolean;
  /** On someone else's profile: the follow button. */
  action?: ReactNode;
}

const n = (v: number) => v.toLocaleString('en-US');

/** Picture, @username, full name, blog and read counts, and Edit Profile on your own profile. */
export function ProfileCard({ profile, own, action }: ProfileCardProps) {
  const { username, fullname, profile_img } = profile.personal_info;
  const { total_posts, total_reads } = profile.account_info;
  return (
    <div className={styles.card}>
      <Avatar size="xl" src={profile_img} name={fullname} alt={`Profile picture of ${fullname}`} />
      <div className={styles.names}>
        <h1 className={styles.username}>@{username}</h1>
        <p className={styles.fullname}>{fullname}</p>
      </div>
      <p className={styles.stats}>
        <span className={styles.statValue}>{n(total_posts)}</span> {total_posts === 1 ? 'Blog' : 'Blogs'} · <span className={styles.statValue}>{n(total_reads)}</span>{' '}
        {total_reads === 1 ? 'Read' : 'Reads'}
      </p>
      <p className={styles.stats}>
        <span className={styles.statValue}>{n(profile.followers)}</span> {profile.followers === 1 ? 'Follower' : 'Followers'} ·{' '}
        <span className={styles.statValue}>{n(profile.following)}</span> Following
      </p>
      {!own && action && <div>{action}</div>}
      {own && (
        <div>
          <ButtonLink as={Link} to="/settings/edit-profile" variant="soft" size="sm">
            Edit Profile
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
