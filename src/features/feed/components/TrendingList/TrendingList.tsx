import { READER_MESSAGES } from '@/contract';
import { showProblem } from '@/lib';
import { TrendingUp } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { blogQueries } from '@/api';
import { TrendingBlogItemSkeleton } from '../TrendingBlogItem';
import { EmptyState } from '@/design/primitives/EmptyState';
import { directionalIcon } from '@/design/styles';
import { ErrorState } from '@/design/primitives/ErrorState';
import { TrendingBlogItem } from '../TrendingBlogItem';
import * as styles from './TrendingList.css';

/** The trending blogs, numbered 01 to 10, with their loading, failure and empty states. */
export function TrendingList({ compact = false }: { compact?: boolean }) {
  const trending = useQuery(blogQueries.trending());
  const { t, i18n } = useLingui();
  if (trending.isPending) return <TrendingListSkeleton count={compact ? 5 : 6} />;
  if (trending.isError) {
    return <ErrorState compact title={t`Could not load trending blogs`} detail={showProblem(trending.error, i18n)} onRetry={() => void trending.refetch()} retrying={trending.isRefetching} />;
  }
  if (trending.data.length === 0) return <EmptyState compact message={i18n._(READER_MESSAGES.noTrending)} icon={<TrendingUp aria-hidden className={directionalIcon} />} />;
  return (
    <ol className={styles.list} aria-label={t`Trending blogs`}>
      {trending.data.map((blog, i) => (
        <TrendingBlogItem key={blog.blog_id} blog={blog} position={i + 1} />
      ))}
    </ol>
  );
}

/** Trending items while they load. */
export function TrendingListSkeleton({ count = 5 }: { count?: number }) {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading trending blogs`} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <TrendingBlogItemSkeleton key={i} />
      ))}
    </div>
  );
}
