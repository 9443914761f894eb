import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { blogQueries } from '@/api';
import { BlogListSkeleton, BlogPostCard } from '@/features/feed';
import { ErrorState } from '@/design/primitives/ErrorState';
import { PageNotFound } from '@/design/primitives/PageNotFound';
import { TextLink } from '@/design/primitives/TextLink';
import { ApiError, errorMessage, useDocumentTitle } from '@/lib';
import * as styles from './SeriesPage.css.ts';

/** /series/:username/:slug: an author's series, its published parts in order. */
export function SeriesPage() {
  const { username = '', slug = '' } = useParams();
  const series = useQuery(blogQueries.series(username, slug));
  useDocumentTitle(series.data?.series.name ?? 'Series');
  if (series.isPending) return (
      <main className={styles.page}>
        <BlogListSkeleton label="Loading the series" />
      </main>
    );
  if (series.isError) {
    if (series.error instanceof ApiError && series.error.status === 404) return (
        <main>
          <PageNotFound linkAs={Link} what="series" />
        </main>
      );
    return (
      <main className={styles.page}>
        <ErrorState title="Could not load this series" detail={errorMessage(series.error)} onRetry={() => void series.refetch()} />
      </main>
    );
  }
  const { series: s, blogs } = series.data;
  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>{s.name}</h1>
      <p className={styles.by}>
        A series by{' '}
        <TextLink as={Link} to={`/user/${s.author.personal_info.username}`}>
          {s.author.personal_info.fullname}
        </TextLink>{' '}
        · {blogs.length} {blogs.length === 1 ? 'part' : 'parts'}
      </p>
      <ol className={styles.list} aria-label={`Parts of ${s.name}`}>
        {blogs.map((b, i) => (
          <li key={b.blog_id} className={styles.part}>
            <span className={styles.number}>Part {i + 1}</span>
            <BlogPostCard blog={b} />
          </li>
        ))}
      </ol>
    </main>
  );
}
