import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { blogKeys, blogQueries } from '@/api';
import { directionOfTag, READER_MESSAGES, type Blog } from '@/contract';
import { toast } from '@/design/primitives/Toaster';
import type { CountDelta } from '@/features/comments';
import { BlogBanner, BookmarkButton } from '@/features/feed';
import { PageNotFound } from '@/design/primitives/PageNotFound';
import { Skeleton } from '@/design/primitives/Skeleton';
import { ErrorState } from '@/design/primitives/ErrorState';
import { ApiError, showProblem, formatDay, useDocumentTitle, useNearViewport, useSession } from '@/lib';
import { useLikeBlog } from '../../hooks/useLikeBlog';
import { readingMinutes } from '../../model/readingTime';
import { BlogActions } from '../BlogActions';

import { ContentMenu, useViewerRole } from '@/features/moderation';
import { FollowButton } from '@/features/profile';
import { BlogContent } from '../BlogContent';
import { Credits } from '../Credits';
import { SimilarBlogs } from '../SimilarBlogs';
import { SeriesNav } from '../SeriesNav';
import * as styles from './BlogPage.css';
import { Avatar } from '@/design/primitives/Avatar';
import { useHydrated } from '@/design/hooks';

// The comments panel (Radix dialog, the thread, the comment box) is a third of the page's code and
// only shows when asked for: it loads on the first click and then stays mounted (its thread too).
const CommentsPanel = lazy(() => import('@/features/comments').then((m) => ({ default: m.CommentsPanel })));
// For moderators only: readers do not fetch it.
const ShowAgainButton = lazy(() => import('@/features/moderation').then((m) => ({ default: m.ShowAgainButton })));
// Only a held blog's author ever gets one: no reader fetches it.
const HeldNote = lazy(() => import('@/features/moderation').then((m) => ({ default: m.HeldNote })));
// At the end of the blog: its code is fetched as the reader scrolls towards it, not with the page.
const SubscribeForm = lazy(() => import('@/features/newsletter').then((m) => ({ default: m.SubscribeForm })));

/** Blocks from which the second action bar appears under the content (SPEC.md). */
const SECOND_BAR_MIN_BLOCKS = 3;

function BlogView({ blog }: { blog: Blog }) {
  const session = useSession();
  // The reader's day once the app runs; until then the day the server drew (UTC), so hydration matches.
  const hydrated = useHydrated();
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [commentsLoaded, setCommentsLoaded] = useState(false);
  const [subscribeRef, subscribeNear] = useNearViewport<HTMLDivElement>();
  // Which action bar opened the panel: the panel has no Radix trigger, and the bar may re-render
  // while it is open, so on close focus goes back to that bar's comments button, found afresh.
  const openedFrom = useRef<string | null>(null);
  const openComments = (label: string) => {
    openedFrom.current = label;
    setCommentsLoaded(true);
    setCommentsOpen(true);
  };
  const onCommentsOpenChange = (open: boolean) => {
    setCommentsOpen(open);
    const label = openedFrom.current;
    if (open || !label) return;
    requestAnimationFrame(() => {
      const bars = document.querySelectorAll<HTMLElement>('[role="group"][aria-label]');
      const bar = Array.from(bars).find((el) => el.getAttribute('aria-label') === label);
      bar?.querySelector<HTMLElement>('[aria-haspopup="dialog"]')?.focus();
    });
  };
  const liked = useQuery(blogQueries.liked(blog._id, session?.username));
  const like = useLikeBlog(blog, session?.username);
  const { fullname, username, profile_img } = blog.author.personal_info;
  const blocks = blog.content?.[0]?.blocks ?? [];
  const isAuthor = session?.username === username;
  const title = blog.title;
  const publishedDay = formatDay(blog.publishedAt, hydrated ? 'local' : 'utc', i18n.locale);
  const minutes = readingMinutes(blocks);

  const toggleLike = () => {
    if (!session) {
      toast.error(i18n._(READER_MESSAGES.signInToLike));
      return;
    }
    like.mutate({ liked: liked.data ?? false });
  };

  const updateCounts = ({ comments, parents }: CountDelta) =>
    client.setQueryData<Blog>(blogKeys.one(blog.blog_id), (b) =>
      b && {
        ...b,
        activity: {
          ...b.activity,
          total_comments: Math.max(0, b.activity.total_comments + comments),
          total_parent_comments: Math.max(0, b.activity.total_parent_comments + parents),
        },
      },
    );

  const actions = (label: string) => (
    <BlogActions
      label={label}
      likes={blog.activity.total_likes}
      comments={blog.activity.total_comments}
      shares={blog.activity.total_shares}
      liked={Boolean(session && liked.data)}
      onLike={toggleLike}
      onComments={() => openComments(label)}
      commentsOpen={commentsOpen}
      editHref={isAuthor ? `/editor/${blog.blog_id}` : undefined}
      extra={
        <>
          <BookmarkButton blog={blog} saved={blog.bookmarked ?? false} />
          <ContentMenu target="blog" id={blog._id} what={t`blog “${title}”`} author={username} />
        </>
      }
    />
  );

  return (
    <main className={styles.page}>
      <article className={styles.article}>
        <BlogBanner className={styles.banner} src={blog.banner} meta={blog.banner_meta} sizes="(max-width: 700px) 100vw, 700px" priority />
        {/* The blog's own words carry its language (screen readers, hyphenation, fonts); the interface around them keeps the reader's. */}
        <h1 className={styles.title} lang={blog.language} dir="auto">
          {blog.title}
        </h1>
        <div className={styles.byline}>
          <Avatar size="md" src={profile_img} name={fullname} alt="" />
          <div className={styles.author}>
            <span className={styles.authorName}>{fullname}</span>
            <Link className={styles.authorLink} to={`/user/${username}`}>
              @{username}
            </Link>
          </div>
          {!isAuthor && <FollowButton username={username} />}
          <p className={styles.meta}>
            <Trans>
              Published on <time dateTime={blog.publishedAt}>{publishedDay}</time>
            </Trans>
            <br />
            {t`${plural(minutes, { one: '# min read', other: '# min read' })}`}
          </p>
        </div>
        {blog.hidden && <HiddenNote blogObjectId={blog._id} isAuthor={isAuthor} />}
        {blog.held && (
          <Suspense fallback={null}>
            <HeldNote role="note" />
          </Suspense>
        )}
        {actions(t`Blog actions`)}
        {blog.series && <SeriesNav series={blog.series} blogId={blog.blog_id} username={username} />}
        <BlogContent blocks={blocks} lang={blog.language} dir={directionOfTag(blog.language)} />
        {blog.credits && <Credits credits={blog.credits} />}
        {blog.tags.length > 0 && (
          <ul className={styles.tags} aria-label={t`Tags`}>
            {blog.tags.map((t) => (
              <li key={t} className={styles.tag}>
                {t}
              </li>
            ))}
          </ul>
        )}
        {blocks.length >= SECOND_BAR_MIN_BLOCKS && actions(t`Blog actions, end of blog`)}
      </article>
      {/* At the end of the blog, where a reader who liked it decides whether to come back. */}
      {!isAuthor && (
        <div ref={subscribeRef} className={styles.subscribe}>
          {subscribeNear && (
            <Suspense fallback={null}>
              <SubscribeForm username={username} fullname={fullname} />
            </Suspense>
          )}
        </div>
      )}
      <SimilarBlogs tags={blog.tags} blogId={blog.blog_id} />
      {commentsLoaded && (
        <Suspense fallback={null}>
          <CommentsPanel
            open={commentsOpen}
            onOpenChange={onCommentsOpenChange}
            onCountsChange={updateCounts}
            blog={{ _id: blog._id, title: blog.title, authorUsername: username }}
          />
        </Suspense>
      )}
    </main>
  );
}

/** The blog page (/blogs/:blog_id): the blog, its actions, similar blogs and the comments panel. */
/** A hidden blog says so to the two who still see it; a moderator (not its author) may show it again. */
function HiddenNote({ blogObjectId, isAuthor }: { blogObjectId: string; isAuthor: boolean }) {
  const role = useViewerRole();
  return (
    <div className={styles.hiddenNote} role="note">
      <p className={styles.hiddenText}>
        <Trans>A moderator hid this blog: only its author and the moderators can see it.</Trans>
      </p>
      {!isAuthor && (role === 'moderator' || role === 'admin') && (
        <Suspense fallback={null}>
          <ShowAgainButton target="blog" id={blogObjectId} />
        </Suspense>
      )}
    </div>
  );
}

export function BlogPage() {
  const { blog_id: blogId = '' } = useParams();
  const blog = useQuery(blogQueries.one(blogId));
  const { t, i18n } = useLingui();
  useDocumentTitle(blog.data?.title ?? (blog.isError ? (blog.error instanceof ApiError && blog.error.status === 404 ? t`Page not found` : t`Blog`) : undefined));
  if (blog.isPending) return <BlogPageSkeleton />;
  if (blog.isError) {
    if (blog.error instanceof ApiError && blog.error.status === 404) return (
        <main>
          <PageNotFound linkAs={Link} what="blog" message={t`The blog you are looking for does not exist or has been removed. Let us get you back to reading.`} />
        </main>
      );
    return (
      <main className={styles.page}>
        <ErrorState title={t`Could not load this blog`} detail={showProblem(blog.error, i18n)} onRetry={() => void blog.refetch()} retrying={blog.isRefetching} />
      </main>
    );
  }
  return <BlogView key={blog.data.blog_id} blog={blog.data} />;
}

/** The blog page while it loads: banner, title, byline, action bar and paragraphs at their sizes. */
export function BlogPageSkeleton() {
  const { t } = useLingui();
  return (
    <main className={styles.page} aria-busy="true">
      <div role="status" aria-label={t`Loading the blog`} />
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
