import { Link } from 'react-router-dom';
import type { Blog } from '@/contract';
import { TextLink } from '@/design/primitives/TextLink';
import * as styles from './SeriesNav.css.ts';

export interface SeriesNavProps {
  series: NonNullable<Blog['series']>;
  /** This blog's address. */
  blogId: string;
  /** The author, whose series it is. */
  username: string;
}

/** Where a blog sits in its series: its place, the series page, the previous and next parts. */
export function SeriesNav({ series, blogId, username }: SeriesNavProps) {
  const at = series.blogs.findIndex((b) => b.blog_id === blogId);
  const previous = at > 0 ? series.blogs[at - 1] : undefined;
  const next = at >= 0 && at < series.blogs.length - 1 ? series.blogs[at + 1] : undefined;
  return (
    <nav className={styles.box} aria-label={`Series: ${series.name}`}>
      <p className={styles.label}>
        {at >= 0 ? `Part ${at + 1} of ${series.blogs.length} in ` : 'Part of '}
        <TextLink as={Link} to={`/series/${username}/${series.slug}`}>
          {series.name}
        </TextLink>
      </p>
      {(previous || next) && (
        <div className={styles.links}>
          {previous ? (
            <TextLink as={Link} to={`/blogs/${previous.blog_id}`}>
              ← Previous: {previous.title}
            </TextLink>
          ) : (
            <span />
          )}
          {next && (
            <TextLink as={Link} to={`/blogs/${next.blog_id}`}>
              Next: {next.title} →
            </TextLink>
          )}
        </div>
      )}
    </nav>
  );
}
