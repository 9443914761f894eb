import { Bone } from '@/features/feed';
import * as styles from '../BlogPage/BlogPage.css';

/** The blog page while it loads: banner, title, byline, action bar and paragraphs at their sizes. */
export function BlogPageSkeleton() {
  return (
    <main className={styles.page} aria-busy="true">
      <div role="status" aria-label="Loading the blog" />
      <Bone className={styles.banner} />
      <div className={styles.skeletonStack}>
        <Bone className={styles.skeletonTitle} width="90%" />
        <Bone className={styles.skeletonTitle} width="60%" />
      </div>
      <div className={styles.byline}>
        <Bone className={styles.skeletonAvatar} />
        <div className={styles.skeletonStack}>
          <Bone className={styles.skeletonLine} width="9rem" />
          <Bone className={styles.skeletonLine} width="12rem" />
        </div>
      </div>
      <Bone className={styles.skeletonBar} width="100%" />
      <div className={styles.skeletonStack}>
        {['100%', '96%', '98%', '70%', '100%', '92%', '55%'].map((w, i) => (
          <Bone key={i} className={styles.skeletonLine} width={w} />
        ))}
      </div>
    </main>
  );
}
