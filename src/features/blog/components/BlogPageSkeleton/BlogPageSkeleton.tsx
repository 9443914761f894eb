import { Skeleton } from '@/design/primitives/Skeleton';
import * as styles from '../BlogPage/BlogPage.css';

/** The blog page while it loads: banner, title, byline, action bar and paragraphs at their sizes. */
export function BlogPageSkeleton() {
  return (
    <main className={styles.page} aria-busy="true">
      <div role="status" aria-label="Loading the blog" />
      <Skeleton shape="rect" className={styles.banner} />
      <div className={styles.skeletonStack}>
        <Skeleton shape="rect" className={styles.skeletonTitle} width="90%" />
        <Skeleton shape="rect" className={styles.skeletonTitle} width="60%" />
      </div>
      <div className={styles.byline}>
        <Skeleton shape="rect" className={styles.skeletonAvatar} />
        <div className={styles.skeletonStack}>
          <Skeleton shape="rect" className={styles.skeletonLine} width="9rem" />
          <Skeleton shape="rect" className={styles.skeletonLine} width="12rem" />
        </div>
      </div>
      <Skeleton shape="rect" className={styles.skeletonBar} width="100%" />
      <div className={styles.skeletonStack}>
        {['100%', '96%', '98%', '70%', '100%', '92%', '55%'].map((w, i) => (
          <Skeleton shape="rect" key={i} className={styles.skeletonLine} width={w} />
        ))}
      </div>
    </main>
  );
}
