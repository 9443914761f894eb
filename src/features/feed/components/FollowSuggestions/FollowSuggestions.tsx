import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar } from '@/design/primitives/Avatar';
import { blogQueries } from '@/api';
import * as styles from './FollowSuggestions.css.ts';

/** The Following tab's empty state: the authors of trending blogs, each a link to the profile where they can be followed. */
export function FollowSuggestions() {
  const trending = useQuery(blogQueries.trending());
  const { t } = useLingui();
  const seen = new Set<string>();
  const authors = (trending.data ?? [])
    .map((b) => b.author.personal_info)
    .filter((a) => !seen.has(a.username) && seen.add(a.username))
    .slice(0, 6);
  if (authors.length === 0) return null;
  return (
    <div className={styles.box}>
      <p className={styles.hint}>
        <Trans>Authors people are reading now:</Trans>
      </p>
      <ul className={styles.list} aria-label={t`Suggested authors`}>
        {authors.map((a) => (
          <li key={a.username}>
            <Link className={styles.person} to={`/user/${a.username}`}>
              <Avatar src={a.profile_img} name={a.fullname} alt="" size="xs" />
              {a.fullname}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
