import { Link } from 'react-router-dom';
import type { Profile } from '@/contract';
import { ButtonLink } from '@/design/primitives/ButtonLink';
import * as styles from './ProfileCard.css';
import { Avatar } from '@/design/primitives/Avatar';

export interface ProfileCardProps {
  profile: Profile;
  /** The viewer's own profile: shows Edit Profile. */
  own: boolean;
}

const n = (v: number) => v.toLocaleString('en-US');

/** Picture, @username, full name, blog and read counts, and Edit Profile on your own profile. */
export function ProfileCard({ profile, own }: ProfileCardProps) {
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
