import { useDeferredValue, useState } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { REVIEWERS_MAX } from '@/contract';
import { userQueries, workshopMutations, workshopQueries } from '@/api';
import { toast } from '@/design/primitives/Toaster';
import { showProblem } from '@/lib';
import type { NotePerson } from '../../model/notes';
import { ReviewerPicker } from '../ReviewerPicker';
import * as styles from './AskForReview.css';

export interface AskForReviewProps {
  blogId: string;
  /** The author's username: never offered as a reviewer. */
  author: string;
}

/** The Share dialog's "Ask for review": the reviewer picker on the reviewers, search-users and share-draft calls. */
export function AskForReview({ blogId, author }: AskForReviewProps) {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim());
  const reviewers = useQuery(workshopQueries.reviewers(blogId));
  const search = useQuery({ ...userQueries.search(deferred), placeholderData: keepPreviousData });
  const share = useMutation(workshopMutations.share);
  const results: NotePerson[] = deferred ? (search.data ?? []).map((u) => u.personal_info) : [];

  async function change(person: NotePerson | string, shared: boolean) {
    const username = typeof person === 'string' ? person : person.username;
    const name = typeof person === 'string' ? (reviewers.data?.reviewers.find((r) => r.username === person)?.fullname ?? person) : person.fullname;
    try {
      await share.mutateAsync({ blog_id: blogId, usernames: [username], shared });
      toast.success(shared ? t`${name} is asked to review` : t`${name} no longer reviews this draft`);
      if (shared) setQuery('');
    } catch (err) {
      toast.error(showProblem(err, i18n));
    }
  }

  return (
    <section className={styles.section} aria-labelledby="ask-review-heading">
      <h3 id="ask-review-heading" className={styles.heading}>
        {t`Ask for review`}
      </h3>
      <p className={styles.hint}>{t`Members you ask read the draft and leave notes on its paragraphs. Readers never see the notes.`}</p>
      <ReviewerPicker
        reviewers={reviewers.data?.reviewers ?? []}
        max={REVIEWERS_MAX}
        query={query}
        onQueryChange={setQuery}
        results={results}
        searching={search.isFetching && Boolean(deferred)}
        author={author}
        busy={share.isPending}
        onAdd={(p) => void change(p, true)}
        onRemove={(u) => void change(u, false)}
      />
    </section>
  );
}
