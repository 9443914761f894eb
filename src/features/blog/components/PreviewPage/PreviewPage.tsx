import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { blogQueries } from '@/api';
import { BlogBanner } from '@/features/feed';
import { ErrorState } from '@/design/primitives/ErrorState';
import { PageNotFound } from '@/design/primitives/PageNotFound';
import { ApiError, errorMessage, useDocumentTitle } from '@/lib';
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
  useDocumentTitle(preview.data ? `Preview: ${preview.data.title}` : 'Preview');
  if (preview.isPending) return <BlogPageSkeleton />;
  if (preview.isError) {
    if (preview.error instanceof ApiError && (preview.error.status === 404 || preview.error.status === 400)) {
      return (
        <main>
          <PageNotFound linkAs={Link} what="preview" />
        </main>
      );
    }
    return (
      <main className={styles.page}>
        <ErrorState title="Could not load this preview" detail={errorMessage(preview.error)} onRetry={() => void preview.refetch()} />
      </main>
    );
  }
  const blog = preview.data;
  return (
    <main className={styles.page}>
      <p className={styles.notice} role="note">
        Preview: {blog.draft ? 'this blog is not published yet.' : 'these changes are not published yet.'} Only people with this link can read it.
      </p>
      {blog.banner && <BlogBanner className={styles.banner} src={blog.banner} priority />}
      <h1 className={styles.title}>{blog.title}</h1>
      <p className={styles.byline}>
        By {blog.author.personal_info.fullname} (@{blog.author.personal_info.username})
      </p>
      <BlogContent blocks={blog.content?.[0]?.blocks ?? []} />
    </main>
  );
}
