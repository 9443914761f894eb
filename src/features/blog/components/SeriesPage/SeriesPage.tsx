import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { blogQueries } from '@/api';
import { BlogListSkeleton, BlogPostCard } from '@/features/feed';
import { ErrorState } from '@/design/primitives/ErrorState';
import { PageNotFound } from '@/design/primitives/PageNotFound';
import { TextLink } from '@/design/primitives/TextLink';
import { ApiError, showProblem, useDocumentTitle } from '@/lib';
import * as styles from './SeriesPage.css.ts';

/** /series/:username/:slug: an author's series, its published parts in order. */
export function SeriesPage() {
  const { username = '', slug = '' } = useParams();
  const series = useQuery(blogQueries.series(username, slug));
  const { t, i18n } = useLingui();
  useDocumentTitle(series.data?.series.name ?? t`Series`);
  if (series.isPending) return (
      <main className={styles.page}>
        <BlogListSkeleton label={t`Loading the series`} />
      </main>
    );
  if (series.isError) {
    if (series.error instanceof ApiError && series.error.status === 404) return (
        <main>
          <PageNotFound linkAs={Link} what="series" message={t`The series you are looking for does not exist or has been removed. Let us get you back to reading.`} />
        </main>
      );
    return (
      <main className={styles.page}>
        <ErrorState title={t`Could not load this series`} detail={showProblem(series.error, i18n)} onRetry={() => void series.refetch()} />
      </main>
    );
  }
  const { series: s, blogs } = series.data;
  const parts = blogs.length;
  const author = (
    <TextLink as={Link} to={`/user/${s.author.personal_info.username}`}>
      {s.author.personal_info.fullname}
    </TextLink>
  );
  const seriesName = s.name;
  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>{s.name}</h1>
      <p className={styles.by}>
        <Trans>A series by {author}</Trans> · {t`${plural(parts, { one: '# part', other: '# parts' })}`}
      </p>
      <ol className={styles.list} aria-label={t`Parts of ${seriesName}`}>
        {blogs.map((b, i) => {
          const position = i + 1;
          return (
            <li key={b.blog_id} className={styles.part}>
              <span className={styles.number}>{t`Part ${position}`}</span>
              <BlogPostCard blog={b} />
            </li>
          );
        })}
      </ol>
    </main>
  );
}
