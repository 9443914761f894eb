import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { Profile } from '@/contract';
import { ButtonLink } from '@/design/primitives/ButtonLink';
import { TrustBadge } from '../TrustBadge';
import { FediverseHandle } from '../FediverseHandle';
import * as styles from './ProfileCard.css';
import { Avatar } from '@/design/primitives/Avatar';

export interface ProfileCardProps {
  profile: Profile;
  /** The viewer's own profile: shows Edit Profile. */
  own: boolean;
  /** On someone else's profile: the follow button. */
  action?: ReactNode;
}

/** Picture, @username, full name, blog and read counts, and Edit Profile on your own profile. */
export function ProfileCard({ profile, own, action }: ProfileCardProps) {
  const { username, fullname, profile_img } = profile.personal_info;
  const { total_posts, total_reads } = profile.account_info;
  const { followers, following, fediverse_followers: fediverse, fediverse_handle: handle } = profile;
  const { t, i18n } = useLingui();
  // Each count in its own emphasis, its noun agreeing with it in the reader's language.
  const count = (v: number) => <span className={styles.statValue}>{i18n.number(v)}</span>;
  return (
    <div className={styles.card}>
      <Avatar size="xl" src={profile_img} name={fullname} alt={t`Profile picture of ${fullname}`} />
      <div className={styles.names}>
        <h1 className={styles.username}>@{username}</h1>
        <p className={styles.fullname}>{fullname}</p>
        <TrustBadge className={styles.badge} level={profile.trust_level} />
      </div>
      <p className={styles.stats}>
        {count(total_posts)} {t`${plural(total_posts, { one: 'Blog', other: 'Blogs' })}`} · {count(total_reads)} {t`${plural(total_reads, { one: 'Read', other: 'Reads' })}`}
      </p>
      <p className={styles.stats}>
        {count(followers)} {t`${plural(followers, { one: 'Follower', other: 'Followers' })}`}
        {fediverse > 0 && <> ({t`${i18n.number(fediverse)} on the fediverse`})</>} · {count(following)} {t({ message: 'Following', context: 'profile count' })}
      </p>
      {handle && <FediverseHandle handle={handle} />}
      {!own && action && <div>{action}</div>}
      {own && (
        <div>
          <ButtonLink as={Link} to="/settings/edit-profile" variant="soft" size="sm">
            <Trans>Edit Profile</Trans>
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
