import { useId } from 'react';
import { MessageSquareWarning } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Avatar } from '@/design/primitives/Avatar';
import type { NotePerson } from '../../model/notes';
import * as styles from './ThankReviewers.css';

export interface ThankReviewersProps {
  /** Members who left a note or a reply: the only ones the blog may thank. */
  writers: readonly NotePerson[];
  /** The usernames to thank. */
  value: readonly string[];
  onChange: (usernames: string[]) => void;
  /** Notes not resolved yet: a reminder before publishing closes them. */
  openCount: number;
}

/** In the publish form: a reminder of open notes, and "Thank your reviewers" (the blog's "Thanks to …" line). */
export function ThankReviewers({ writers, value, onChange, openCount }: ThankReviewersProps) {
  const { t } = useLingui();
  const legend = useId();
  if (writers.length === 0 && openCount === 0) return null;
  const chosen = new Set(value);
  return (
    <div className={styles.box}>
      {openCount > 0 && (
        <p className={styles.reminder} role="note">
          <MessageSquareWarning aria-hidden className={styles.icon} />
          <span>{t`${plural(openCount, { one: '# note is still open. Publishing closes the notes: nobody can reply to them afterwards.', other: '# notes are still open. Publishing closes the notes: nobody can reply to them afterwards.' })}`}</span>
        </p>
      )}
      {writers.length > 0 && (
        <fieldset className={styles.fieldset} aria-labelledby={legend}>
          <legend id={legend} className={styles.legend}>
            <Trans>Thank your reviewers</Trans>
          </legend>
          <p className={styles.hint}>
            <Trans>The blog shows “Thanks to …” with the names you tick, linked to their profiles.</Trans>
          </p>
          <ul className={styles.list}>
            {writers.map((w) => (
              <li key={w.username}>
                <label className={styles.row}>
                  <input
                    type="checkbox"
                    className={styles.check}
                    checked={chosen.has(w.username)}
                    onChange={(e) => onChange(e.target.checked ? [...value, w.username] : value.filter((u) => u !== w.username))}
                  />
                  <Avatar size="xs" src={w.profile_img} name={w.fullname} alt="" />
                  <span className={styles.name}>{w.fullname}</span>
                  <span className={styles.username}>@{w.username}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </div>
  );
}
