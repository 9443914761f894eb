import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { showProblem } from '@/lib';
import type { PagedBlogs } from '../../hooks/usePagedBlogs';
import { BlogPostCard } from '../BlogPostCard';
import { BlogPostCardSkeleton } from '../BlogPostCard';
import { EmptyState } from '@/design/primitives/EmptyState';
import { ErrorState } from '@/design/primitives/ErrorState';
import { LoadMore } from '@/design/primitives/LoadMore';

export interface BlogListProps {
  /** An infinite list from useLatestBlogs, useSearchBlogs or useFollowingBlogs. */
  list: Pick<PagedBlogs, 'blogs' | 'isPending' | 'isError' | 'error' | 'isRefetching' | 'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError'> & {
    refetch: () => unknown;
    fetchNextPage: () => unknown;
  };
  /** SPEC.md's empty message for this list. */
  emptyTitle: string;
  /** Under the empty message: a link or a hint. */
  emptyAction?: ReactNode;
  /** Says what failed to load, e.g. "Could not load the latest blogs". */
  errorTitle?: string;
  /** Accessible name of the list. */
  label: string;
}

/** A list of blog cards with its loading, failure and empty states and the Load More button. */
export function BlogList({ list, emptyTitle, emptyAction, errorTitle, label }: BlogListProps) {
  const { t, i18n } = useLingui();
  const what = label.toLowerCase();
  if (list.isPending) return <BlogListSkeleton label={t`Loading ${what}`} />;
  if (list.isError && list.blogs.length === 0) {
    return <ErrorState title={errorTitle ?? t`Could not load the blogs`} detail={showProblem(list.error, i18n)} onRetry={() => void list.refetch()} retrying={list.isRefetching} />;
  }
  if (list.blogs.length === 0) return <EmptyState message={emptyTitle} action={emptyAction} icon={<Inbox aria-hidden />} />;
  return (
    <section aria-label={label}>
      {list.blogs.map((blog) => (
        <BlogPostCard key={blog.blog_id} blog={blog} />
      ))}
      {list.isFetchNextPageError && (
        <ErrorState compact title={t`Could not load more blogs`} detail={showProblem(list.error, i18n)} onRetry={() => void list.fetchNextPage()} retrying={list.isFetchingNextPage} />
      )}
      {list.hasNextPage && !list.isFetchNextPageError && <LoadMore label={what} onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} />}
    </section>
  );
}

/** Several card skeletons, announced once as loading. */
export function BlogListSkeleton({ count = 4, label }: { count?: number; label?: string }) {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={label ?? t`Loading blogs`} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <BlogPostCardSkeleton key={i} />
      ))}
    </div>
  );
}
