import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { BookmarkX, Bookmark } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES, type BookmarkEntry } from '@/contract';
import { Button, EmptyState, ErrorState, LoadMoreButton, Skeleton, toast } from '@/design';
import { showProblem, formatDay, useDocumentTitle } from '@/lib';
import { communityMutations, communityQueries } from '@/api';
import { BlogPostCard } from '@/features/feed';
import * as styles from './ReadingListPage.css.ts';

function Entry({ entry: e }: { entry: BookmarkEntry }) {
  const unsave = useMutation(communityMutations.bookmark);
  const { t, i18n } = useLingui();
  const { fullname, username } = e.author;
  const savedDay = formatDay(e.saved_at, 'local', i18n.locale);
  const title = e.title;
  async function remove() {
    try {
      // The entry leaves the list once it is read again, before this resolves.
      await unsave.mutateAsync({ blog: { _id: e._id, blog_id: e.blog?.blog_id }, saved: false });
      toast.success(t`Removed from your reading list`);
    } catch (err) {
      toast.error(showProblem(err, i18n));
    }
  }
  return (
    <li className={styles.entry}>
      {e.blog ? (
        <BlogPostCard blog={e.blog} />
      ) : (
        // Medium drops a deleted story silently; here it stays, named, until its reader removes it.
        <>
          <p className={styles.gone}>{e.title}</p>
          <p className={styles.goneNote}>
            <Trans>
              by {fullname} (@{username})
            </Trans>{' '}
            · {i18n._(MESSAGES.bookmarkGone)}
          </p>
        </>
      )}
      <div className={styles.row}>
        <span className={styles.saved}>
          <Trans>Saved {savedDay}</Trans>
        </span>
        <Button size="sm" variant="ghost" iconStart={<BookmarkX aria-hidden />} loading={unsave.isPending} onClick={() => void remove()} aria-label={t`Remove “${title}” from the reading list`}>
          <Trans>Remove</Trans>
        </Button>
      </div>
    </li>
  );
}

/** /dashboard/reading-list: saved blogs, newest first; a deleted or hidden one stays as its title and author. */
export function ReadingListPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Reading list`);
  const list = useInfiniteQuery(communityQueries.bookmarks());
  const entries = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section className={styles.page} aria-labelledby="reading-list-heading">
      <h1 id="reading-list-heading" className={styles.heading}>
        <Trans>Reading list</Trans>
      </h1>
      {list.isPending ? (
        <div role="status" aria-busy="true" aria-label={t`Loading your reading list`}>
          <Skeleton height="8rem" />
        </div>
      ) : list.isError ? (
        <ErrorState title={t`Could not load your reading list`} detail={showProblem(list.error, i18n)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : entries.length === 0 ? (
        <EmptyState icon={<Bookmark aria-hidden />} message={i18n._(MESSAGES.noBookmarks)} />
      ) : (
        <>
          <ul className={styles.list} aria-label={t`Saved blogs`}>
            {entries.map((e) => (
              <Entry key={`${e._id}-${e.saved_at}`} entry={e} />
            ))}
          </ul>
          {list.hasNextPage && <LoadMoreButton className={styles.more} loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} />}
        </>
      )}
    </section>
  );
}
