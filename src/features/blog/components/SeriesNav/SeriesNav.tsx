import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const seriesName = series.name;
  const position = at + 1;
  const total = series.blogs.length;
  const previousTitle = previous?.title;
  const nextTitle = next?.title;
  const seriesLink = (
    <TextLink as={Link} to={`/series/${username}/${series.slug}`}>
      {series.name}
    </TextLink>
  );
  return (
    <nav className={styles.box} aria-label={t`Series: ${seriesName}`}>
      <p className={styles.label}>{at >= 0 ? <Trans>Part {position} of {total} in {seriesLink}</Trans> : <Trans>Part of {seriesLink}</Trans>}</p>
      {(previous || next) && (
        <div className={styles.links}>
          {previous ? (
            <TextLink as={Link} to={`/blogs/${previous.blog_id}`}>
              <Trans>← Previous: {previousTitle}</Trans>
            </TextLink>
          ) : (
            <span />
          )}
          {next && (
            <TextLink as={Link} to={`/blogs/${next.blog_id}`}>
              <Trans>Next: {nextTitle} →</Trans>
            </TextLink>
          )}
        </div>
      )}
    </nav>
  );
}
