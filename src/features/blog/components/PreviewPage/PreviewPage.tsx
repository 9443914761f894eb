import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { blogQueries } from '@/api';
import { directionOfTag } from '@/contract';
import { BlogBanner } from '@/features/feed';
import { ErrorState } from '@/design/primitives/ErrorState';
import { PageNotFound } from '@/design/primitives/PageNotFound';
import { ApiError, showProblem, useDocumentTitle } from '@/lib';
import { BlogContent } from '../BlogContent';
import { BlogPageSkeleton } from '../BlogPage';
import * as styles from './PreviewPage.css.ts';

/**
 * Search engines keep out of previews (the server also sends X-Robots-Tag for /preview/). A page the
 * server sent already carries the tag in its head: only a preview reached inside the app adds one.
 */
function useNoIndex() {
  useEffect(() => {
    if (document.head.querySelector('meta[name="robots"][content*="noindex"]')) return;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

/** /preview/:token: a draft or pending edit read through its private link. No actions, no comments, no read counted. */
export function PreviewPage() {
  const { token = '' } = useParams();
  const preview = useQuery(blogQueries.preview(token));
  useNoIndex();
  const { t, i18n } = useLingui();
  const previewTitle = preview.data?.title;
  useDocumentTitle(previewTitle !== undefined ? t`Preview: ${previewTitle}` : t`Preview`);
  if (preview.isPending) return <BlogPageSkeleton />;
  if (preview.isError) {
    if (preview.error instanceof ApiError && (preview.error.status === 404 || preview.error.status === 400)) {
      return (
        <main>
          <PageNotFound linkAs={Link} what="preview" message={t`The preview you are looking for does not exist or has been removed. Let us get you back to reading.`} />
        </main>
      );
    }
    return (
      <main className={styles.page}>
        <ErrorState title={t`Could not load this preview`} detail={showProblem(preview.error, i18n)} onRetry={() => void preview.refetch()} />
      </main>
    );
  }
  const blog = preview.data;
  const { fullname, username } = blog.author.personal_info;
  return (
    <main className={styles.page}>
      <p className={styles.notice} role="note">
        {blog.draft ? (
          <Trans>Preview: this blog is not published yet. Only people with this link can read it.</Trans>
        ) : (
          <Trans>Preview: these changes are not published yet. Only people with this link can read it.</Trans>
        )}
      </p>
      {blog.banner && <BlogBanner className={styles.banner} src={blog.banner} priority />}
      <h1 className={styles.title} lang={blog.language} dir="auto">
        {blog.title}
      </h1>
      <p className={styles.byline}>
        <Trans>
          By {fullname} (@{username})
        </Trans>
      </p>
      <BlogContent blocks={blog.content?.[0]?.blocks ?? []} lang={blog.language} dir={directionOfTag(blog.language)} />
    </main>
  );
}
