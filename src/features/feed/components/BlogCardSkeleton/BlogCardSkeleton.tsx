import { Skeleton } from '@/design/primitives/Skeleton';
import * as cardStyles from '../BlogPostCard/BlogPostCard.css';
import * as trendStyles from '../TrendingBlogItem/TrendingBlogItem.css';
import * as styles from './BlogCardSkeleton.css';

/** A blog card while it loads: the card's own grid, so nothing moves when the blog arrives. */
export function BlogCardSkeleton() {
  return (
    <div className={cardStyles.card} aria-hidden>
      <div className={cardStyles.body}>
        <div className={styles.row}>
          <Skeleton shape="rect" className={styles.avatar} />
          <Skeleton shape="rect" className={styles.text} width="40%" />
        </div>
        <Skeleton shape="rect" className={styles.title} width="85%" />
        <Skeleton shape="rect" className={styles.title} width="55%" />
        <Skeleton shape="rect" className={styles.text} width="95%" />
        <div className={styles.row}>
          <Skeleton shape="rect" className={styles.chip} width="4rem" />
          <Skeleton shape="rect" className={styles.text} width="2.5rem" />
        </div>
      </div>
      <Skeleton shape="rect" className={cardStyles.thumb} />
    </div>
  );
}

/** Several card skeletons, announced once as loading. */
export function BlogListSkeleton({ count = 4, label = 'Loading blogs' }: { count?: number; label?: string }) {
  return (
    <div role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <BlogCardSkeleton key={i} />
      ))}
    </div>
  );
}

/** Trending items while they load. */
export function TrendingListSkeleton({ count = 5 }: { count?: number }) {
  return (
    <div role="status" aria-label="Loading trending blogs" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={trendStyles.item} aria-hidden>
          <Skeleton shape="rect" className={styles.trendingIndex} />
          <div className={trendStyles.body}>
            <div className={styles.row}>
              <Skeleton shape="rect" className={styles.avatar} />
              <Skeleton shape="rect" className={styles.text} width="7rem" />
            </div>
            <Skeleton shape="rect" className={styles.text} width="12rem" />
          </div>
        </div>
      ))}
    </div>
  );
}
