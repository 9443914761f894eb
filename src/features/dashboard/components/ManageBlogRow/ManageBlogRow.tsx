import { Link } from 'react-router-dom';
import { CalendarClock, CalendarX, PenLine, Trash2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES, type BlogCard } from '@/contract';
import { Button, ButtonLink } from '@/design';
import { Skeleton } from '@/design/primitives/Skeleton';
import { formatDateTime, formatDay } from '@/lib';
import { HeldNote } from '@/features/moderation';
import * as styles from './ManageBlogRow.css.ts';

export interface ManageBlogRowProps {
  /** A draft may be scheduled: `scheduled_at` is when it goes live; a published one may be held, waiting for a vouch. */
  blog: BlogCard & { scheduled_at?: string; held?: boolean };
  /** Draft rows show their position and description instead of the banner and stats. */
  draft?: boolean;
  /** 1-based position in the list (drafts). */
  index?: number;
  onDelete: (blog: BlogCard) => void;
  /** This row's delete is in flight. */
  deleting?: boolean;
  /** Cancel a scheduled blog's time (it stays a draft). */
  onCancelSchedule?: (blog: BlogCard) => void;
}

function Stats({ blog }: { blog: BlogCard }) {
  const { t, i18n } = useLingui();
  // SPEC.md: likes, comments and reads (labelled views); the parent-comment stat is hidden.
  const items = [
    [t`Likes`, blog.activity.total_likes],
    [t`Comments`, blog.activity.total_comments],
    [t`Views`, blog.activity.total_reads],
  ] as const;
  return (
    <dl className={styles.stats}>
      {items.map(([label, value]) => (
        <div key={label} className={styles.stat}>
          <dt className={styles.statLabel}>{label}</dt>
          <dd className={styles.statValue}>{i18n.number(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One of the author's blogs in the dashboard: title, date or description, stats, Edit and Delete. */
export function ManageBlogRow({ blog, draft = false, index = 1, onDelete, deleting = false, onCancelSchedule }: ManageBlogRowProps) {
  const { t, i18n } = useLingui();
  const titleText = blog.title || t`Untitled`;
  const scheduledFor = blog.scheduled_at ? formatDateTime(blog.scheduled_at, i18n.locale) : '';
  const publishedDay = formatDay(blog.publishedAt, 'local', i18n.locale);
  return (
    <li className={styles.row}>
      {draft ? (
        <span className={styles.index} aria-hidden>
          {String(index).padStart(2, '0')}
        </span>
      ) : (
        <img className={styles.thumb} src={blog.banner} alt="" loading="lazy" />
      )}
      <div className={styles.body}>
        {draft ? (
          <Link className={styles.title} to={`/editor/${blog.blog_id}`} dir="auto">
            {titleText}
          </Link>
        ) : (
          <Link className={styles.title} to={`/blogs/${blog.blog_id}`} dir="auto">
            {titleText}
          </Link>
        )}
        {draft && blog.scheduled_at && (
          <p className={styles.meta}>
            <CalendarClock aria-hidden size={14} />{' '}
            <Trans>
              Scheduled for <time dateTime={blog.scheduled_at}>{scheduledFor}</time>
            </Trans>
          </p>
        )}
        {draft ? (
          <p className={styles.des} dir={blog.des ? 'auto' : undefined}>
            {blog.des || i18n._(MESSAGES.noDescription)}
          </p>
        ) : (
          <p className={styles.meta}>
            <Trans>Published on {publishedDay}</Trans>
          </p>
        )}
        {!draft && blog.held && <HeldNote />}
        <div className={styles.actions}>
          <ButtonLink as={Link} to={`/editor/${blog.blog_id}`} size="sm" variant="ghost" iconStart={<PenLine aria-hidden size={16} />} aria-label={t`Edit ${titleText}`}>
            <Trans>Edit</Trans>
          </ButtonLink>
          {draft && blog.scheduled_at && onCancelSchedule && (
            <Button size="sm" variant="ghost" iconStart={<CalendarX aria-hidden size={16} />} onClick={() => onCancelSchedule(blog)} aria-label={t`Cancel schedule of ${titleText}`}>
              <Trans>Cancel schedule</Trans>
            </Button>
          )}
          <Button size="sm" variant="ghost" tone="danger" iconStart={<Trash2 aria-hidden size={16} />} loading={deleting} onClick={() => onDelete(blog)} aria-label={t`Delete ${titleText}`}>
            <Trans>Delete</Trans>
          </Button>
        </div>
      </div>
      {!draft && <Stats blog={blog} />}
    </li>
  );
}

/** The shape of a row while the list loads. */
export function ManageBlogRowSkeleton() {
  return (
    <div className={styles.row}>
      <Skeleton shape="rect" width="5rem" height="5rem" />
      <div className={styles.body}>
        <Skeleton width="60%" />
        <Skeleton width="30%" />
      </div>
    </div>
  );
}
