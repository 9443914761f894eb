import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { workshopQueries } from '@/api';
import { ErrorState } from '@/design/primitives/ErrorState';
import { Skeleton } from '@/design/primitives/Skeleton';
import { showProblem } from '@/lib';
import { NoteThread } from '../NoteThread';
import * as styles from './RevisionNotes.css';

export interface RevisionNotesProps {
  blogId: string;
  /** The revision whose publishing closed the notes. */
  rev: number;
}

// Closed notes take no action: the thread shows no button that would call these.
const none = async () => {};

/**
 * The notes reviewers left on a revision before it was published, beside it in the History: closed,
 * read only, in the order of its blocks. Nothing at all for a revision nobody reviewed.
 */
export function RevisionNotes({ blogId, rev }: RevisionNotesProps) {
  const notes = useQuery(workshopQueries.revisionNotes(blogId, rev));
  const { t, i18n } = useLingui();
  const headingId = useId();
  if (notes.isPending) return <Skeleton height="4rem" />;
  if (notes.isError) return <ErrorState compact title={t`Could not load the notes of this revision`} detail={showProblem(notes.error, i18n)} onRetry={() => void notes.refetch()} />;
  const count = notes.data.length;
  if (count === 0) return null;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t`${plural(count, { one: '# note from its review', other: '# notes from its review' })}`}
      </h3>
      <p className={styles.hint}>{t`Closed when this revision was published: kept for you to read.`}</p>
      <ol className={styles.list}>
        {notes.data.map((note) => (
          <li key={note._id}>
            <NoteThread note={note} viewer="" isAuthor readOnly onReply={none} onResolve={none} onEdit={none} onDelete={none} />
          </li>
        ))}
      </ol>
    </section>
  );
}
