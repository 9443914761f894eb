import { BlogListSkeleton, BlogPostCard } from '@/features/feed';
import { ErrorState } from '@/design/primitives/ErrorState';
import { showProblem } from '@/lib';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { blogQueries } from '@/api';
import * as styles from './SimilarBlogs.css';

export interface SimilarBlogsProps {
  /** The blog's tags: blogs sharing any of them are similar. */
  tags: string[];
  /** This blog, left out of the list. */
  blogId: string;
}

/** Up to six published blogs sharing a tag with this one; nothing when there are none. */
export function SimilarBlogs({ tags, blogId }: SimilarBlogsProps) {
  const similar = useQuery(blogQueries.similar(tags, blogId));
  const { t, i18n } = useLingui();
  if (!tags.length || (similar.isSuccess && similar.data.length === 0)) return null;
  return (
    <section className={styles.section} aria-labelledby="similar-blogs-title">
      <h2 id="similar-blogs-title" className={styles.title}>
        <Trans>Similar Blogs</Trans>
      </h2>
      {similar.isPending && <BlogListSkeleton count={2} label={t`Loading similar blogs`} />}
      {similar.isError && <ErrorState compact title={t`Could not load similar blogs`} detail={showProblem(similar.error, i18n)} onRetry={() => void similar.refetch()} retrying={similar.isRefetching} />}
      {similar.isSuccess && similar.data.map((blog) => <BlogPostCard key={blog.blog_id} blog={blog} headingLevel="h3" />)}
    </section>
  );
}
