import { useId } from 'react';
import { Search, UserPlus, X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar } from '@/design/primitives/Avatar';
import { Button } from '@/design/primitives/Button';
import { IconButton } from '@/design/primitives/IconButton';
import { TextField } from '@/design/primitives/TextField';
import { FormField } from '@/design/primitives/FormField';
import { Spinner } from '@/design/primitives/Spinner';
import type { NotePerson, Reviewer, ReviewerState } from '../../model/notes';
import * as styles from './ReviewerPicker.css';

export interface ReviewerPickerProps {
  /** Who was asked, with how far they got. */
  reviewers: readonly Reviewer[];
  /** At most this many reviewers. */
  max: number;
  /** The search box's text. */
  query: string;
  onQueryChange: (query: string) => void;
  /** Members matching the search (the search-users call). */
  results: readonly NotePerson[];
  searching?: boolean;
  /** The author's own username: not offered. */
  author: string;
  onAdd: (person: NotePerson) => void;
  onRemove: (username: string) => void;
  /** A share-draft call is in flight. */
  busy?: boolean;
}

/** "Ask for review": find members by name or username, see each reviewer's progress, remove one. */
export function ReviewerPicker({ reviewers, max, query, onQueryChange, results, searching, author, onAdd, onRemove, busy }: ReviewerPickerProps) {
  const { t } = useLingui();
  const resultsId = useId();
  const asked = new Set(reviewers.map((r) => r.username));
  const offered = results.filter((p) => p.username !== author && !asked.has(p.username));
  const full = reviewers.length >= max;
  const stateText: Record<ReviewerState, string> = { invited: t`Invited`, read: t`Has read`, noted: t`Left notes` };
  const count = reviewers.length;
  return (
    <div className={styles.picker}>
      <FormField label={t`Find a member`} description={full ? t`A draft has at most ${max} reviewers.` : t`By name or username, ${count} of ${max} asked.`}>
        <TextField
          type="search"
          value={query}
          disabled={full}
          icon={<Search aria-hidden />}
          placeholder={t`Name or username`}
          aria-controls={resultsId}
          onChange={(e) => onQueryChange(e.target.value)}
        />
      </FormField>
      <div id={resultsId} aria-live="polite" className={styles.results}>
        {searching && <Spinner size="sm" label={t`Searching`} />}
        {!searching && query.trim() && offered.length === 0 && <p className={styles.hint}>{t`No member found`}</p>}
        {offered.length > 0 && (
          <ul className={styles.list} aria-label={t`Members found`}>
            {offered.map((p) => (
              <li key={p.username} className={styles.row}>
                <Avatar size="sm" src={p.profile_img} name={p.fullname} alt="" />
                <span className={styles.who}>
                  <span className={styles.name}>{p.fullname}</span>
                  <span className={styles.username}>
                    {/* A Latin handle in its own left-to-right run: Arabic would move the @ to its end. */}
                    <bdi dir="ltr">@{p.username}</bdi>
                  </span>
                </span>
                <Button size="sm" variant="outline" iconStart={<UserPlus aria-hidden />} disabled={full || busy} onClick={() => onAdd(p)} aria-label={t`Ask ${p.fullname} to review`}>
                  <Trans>Ask</Trans>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <h4 className={styles.heading}>
        <Trans>Reviewers</Trans>
      </h4>
      {reviewers.length === 0 ? (
        <p className={styles.hint}>{t`Nobody asked yet. Reviewers read the draft and leave notes on its paragraphs; readers never see them.`}</p>
      ) : (
        <ul className={styles.list}>
          {reviewers.map((r) => (
            <li key={r.username} className={styles.row}>
              <Avatar size="sm" src={r.profile_img} name={r.fullname} alt="" />
              <span className={styles.who}>
                <span className={styles.name}>{r.fullname}</span>
                <span className={styles.username}>
                  <bdi dir="ltr">@{r.username}</bdi>
                </span>
              </span>
              <span className={styles.state} data-state={r.state}>
                {stateText[r.state]}
              </span>
              <IconButton size="sm" variant="ghost" tone="danger" disabled={busy} aria-label={t`Remove ${r.fullname} from the reviewers`} onClick={() => onRemove(r.username)}>
                <X aria-hidden />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
