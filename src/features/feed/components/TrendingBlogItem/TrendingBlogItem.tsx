import { cx } from 'class-variance-authority';
import { Skeleton } from '@/design/primitives/Skeleton';
import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import type { BlogCard } from '@/contract';
import { formatDay } from '@/lib';
import { useHydrated } from '@/design/hooks';
import { formatTrendingIndex } from '../../model/trendingIndex';
import * as styles from './TrendingBlogItem.css';
import { Avatar } from '@/design/primitives/Avatar';

export interface TrendingBlogItemProps extends ComponentProps<'li'> {
  blog: BlogCard;
  /** Position in the trending list, from 1; shown as "01". */
  position: number;
}

/** A trending blog: a two-digit index, the author, the date and the title. */
export function TrendingBlogItem({ blog, position, className, ...rest }: TrendingBlogItemProps) {
  // The reader's day once the app runs; until then the day the server drew (UTC), so hydration matches.
  const hydrated = useHydrated();
  const { i18n } = useLingui();
  const { fullname, profile_img } = blog.author.personal_info;
  return (
    <li className={cx(styles.item, className)} {...rest}>
      <span className={styles.index} aria-hidden>
        {formatTrendingIndex(position)}
      </span>
      <div className={styles.body}>
        <p className={styles.meta}>
          <Avatar size="xs" src={profile_img} name={fullname} alt="" />
          <span className={styles.name}>{fullname}</span>
          <span aria-hidden>·</span>
          <time dateTime={blog.publishedAt}>{formatDay(blog.publishedAt, hydrated ? 'local' : 'utc', i18n.locale)}</time>
        </p>
        <h3 className={styles.title} dir="auto">
          <Link className={styles.link} to={`/blogs/${blog.blog_id}`}>
            {blog.title}
          </Link>
        </h3>
      </div>
    </li>
  );
}

/** A trending item while it loads (index, avatar, name, title). */
export function TrendingBlogItemSkeleton() {
  return (
    <div className={styles.item} aria-hidden>
      <Skeleton shape="rect" className={styles.skeletonIndex} />
      <div className={styles.body}>
        <div className={styles.skeletonRow}>
          <Skeleton shape="rect" className={styles.skeletonAvatar} />
          <Skeleton shape="rect" className={styles.skeletonText} width="7rem" />
        </div>
        <Skeleton shape="rect" className={styles.skeletonText} width="12rem" />
      </div>
    </div>
  );
}
