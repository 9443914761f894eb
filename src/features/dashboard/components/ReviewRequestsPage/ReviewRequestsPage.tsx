import { Link } from 'react-router-dom';
import { useInfiniteQuery } from '@tanstack/react-query';
import { MessageSquareText } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { ReviewDraftCard } from '@/contract';
import { EmptyState, ErrorState, LoadMoreButton, Skeleton } from '@/design';
import { formatDay, showProblem, useDocumentTitle } from '@/lib';
import { workshopQueries } from '@/api';
import * as styles from './ReviewRequestsPage.css.ts';

function Request({ draft }: { draft: ReviewDraftCard }) {
  const { t, i18n } = useLingui();
  const { fullname, username } = draft.author;
  const day = formatDay(draft.sharedAt, 'local', i18n.locale);
  const state = { invited: t`New`, read: t`Read`, noted: t`You left notes` }[draft.state];
  const notes = draft.notes;
  return (
    <li className={styles.entry}>
      <Link className={styles.title} to={`/review/${draft.blog_id}`} lang={draft.language} dir="auto">
        {draft.title || t`Untitled draft`}
      </Link>
      <p className={styles.meta}>
        <Trans>
          by {fullname} (@{username}), shared {day}
        </Trans>
        {draft.pending && <> · {t`changes to a published blog`}</>}
      </p>
      <p className={styles.row}>
        <span className={styles.state} data-state={draft.state}>
          {state}
        </span>
        <span className={styles.count}>{t`${plural(notes, { 0: 'No notes yet', one: '# note', other: '# notes' })}`}</span>
      </p>
    </li>
  );
}

/** /dashboard/reviews: drafts members asked the signed-in member to review, last shared first. */
export function ReviewRequestsPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Review requests`);
  const list = useInfiniteQuery(workshopQueries.reviewDrafts());
  const drafts = list.data?.pages.flatMap((p) => p.blogs) ?? [];
  return (
    <section className={styles.page} aria-labelledby="review-requests-heading">
      <h1 id="review-requests-heading" className={styles.heading}>
        <Trans>Review requests</Trans>
      </h1>
      {list.isPending ? (
        <div role="status" aria-busy="true" aria-label={t`Loading your review requests`}>
          <Skeleton height="8rem" />
        </div>
      ) : list.isError ? (
        <ErrorState title={t`Could not load your review requests`} detail={showProblem(list.error, i18n)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : drafts.length === 0 ? (
        <EmptyState icon={<MessageSquareText aria-hidden />} message={t`No drafts to review`} description={t`When a member asks you to read their draft before it is published, it shows here.`} />
      ) : (
        <>
          <ul className={styles.list} aria-label={t`Drafts to review`}>
            {drafts.map((d) => (
              <Request key={d._id} draft={d} />
            ))}
          </ul>
          {list.hasNextPage && <LoadMoreButton className={styles.more} loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} />}
        </>
      )}
    </section>
  );
}
