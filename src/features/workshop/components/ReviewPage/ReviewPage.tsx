import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { workshopQueries } from '@/api';
import { ErrorState } from '@/design/primitives/ErrorState';
import { PageNotFound } from '@/design/primitives/PageNotFound';
import { Skeleton } from '@/design/primitives/Skeleton';
import { ApiError, showProblem, useDocumentTitle, useSession } from '@/lib';
import { useNoteActions } from '../../hooks/useNoteActions';
import { ReviewDraft } from '../ReviewDraft';
import * as styles from './ReviewPage.css';

/** /review/:blog_id: a draft shared with the signed-in member, read for review, with its notes. */
export function ReviewPage() {
  const { blog_id: blogId = '' } = useParams();
  const session = useSession();
  const draft = useQuery(workshopQueries.draft(blogId));
  const notes = useQuery(workshopQueries.notes(blogId));
  const list = notes.data?.notes ?? [];
  const actions = useNoteActions(blogId, list);
  const { t, i18n } = useLingui();
  const title = draft.data?.title;
  useDocumentTitle(title !== undefined ? t`Review: ${title}` : t`Review`);
  if (draft.isPending) {
    return (
      <main className={styles.page} aria-busy="true">
        <Skeleton className={styles.skeleton} />
      </main>
    );
  }
  if (draft.isError) {
    if (draft.error instanceof ApiError && (draft.error.status === 404 || draft.error.status === 403)) {
      return (
        <main>
          <PageNotFound linkAs={Link} message={t`This draft is not shared with you, or it no longer exists.`} />
        </main>
      );
    }
    return (
      <main className={styles.page}>
        <ErrorState title={t`Could not load this draft`} detail={showProblem(draft.error, i18n)} onRetry={() => void draft.refetch()} />
      </main>
    );
  }
  const blog = draft.data;
  const viewer = session?.username ?? '';
  return (
    <ReviewDraft
      title={blog.title}
      author={blog.author.personal_info}
      blocks={blog.content?.[0]?.blocks ?? []}
      language={blog.language}
      notes={list}
      viewer={viewer}
      isAuthor={blog.author.personal_info.username === viewer}
      readOnly={notes.data?.closed ?? !blog.draft}
      onAddNote={actions.addNote}
      onReply={actions.onReply}
      onEdit={actions.onEdit}
      onResolve={actions.onResolve}
      onDelete={actions.onDelete}
    />
  );
}
