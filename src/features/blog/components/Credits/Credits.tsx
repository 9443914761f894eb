import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import * as styles from './Credits.css';

export interface CreditsProps {
  /** The reviewers the author thanks, in the author's order. */
  credits: readonly { username: string; fullname: string }[];
}

/**
 * "Thanks to …" under a blog: the reviewers its author thanked, linked to their profiles. Kept to a
 * few lines: it ships in the blog page's chunk, which is at its size budget.
 */
export function Credits({ credits }: CreditsProps) {
  const { i18n } = useLingui();
  if (credits.length === 0) return null;
  // The language's own list words and commas ("A, B and C", "A, B y C", "A وB وC").
  const parts = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).formatToParts(credits.map((c) => c.fullname));
  let at = 0;
  const names = parts.map((p, i) =>
    p.type === 'element' ? (
      <Link key={i} className={styles.link} to={`/user/${credits[at++].username}`}>
        {p.value}
      </Link>
    ) : (
      <Fragment key={i}>{p.value}</Fragment>
    ),
  );
  return (
    <p className={styles.credits}>
      <Trans>Thanks to {names}</Trans>
    </p>
  );
}
