import { Link } from 'react-router-dom';
import { Library } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { SeriesSummary } from '@/contract';
import * as styles from './AuthorSeries.css.ts';

export interface AuthorSeriesProps {
  username: string;
  series: SeriesSummary[];
}

/** The series an author writes, each a link to its page with its number of published parts. */
export function AuthorSeries({ username, series }: AuthorSeriesProps) {
  const { t } = useLingui();
  return (
    <ul className={styles.list} aria-label={t`Series by @${username}`}>
      {series.map(({ count: parts, ...s }) => (
        <li key={s.slug} className={styles.item}>
          <Library aria-hidden className={styles.icon} />
          <Link className={styles.name} to={`/series/${username}/${s.slug}`}>
            {s.name}
          </Link>
          <span className={styles.count}>{t`${plural(parts, { one: '# part', other: '# parts' })}`}</span>
        </li>
      ))}
    </ul>
  );
}
