import { cx } from 'class-variance-authority';
import { Skeleton } from '@/design/primitives/Skeleton';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Heart } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { BlogCard, Snippet } from '@/contract';
import { VisuallyHidden } from '@/design/styles';
import { formatDay } from '@/lib';
import { useHydrated } from '@/design/hooks';
import { BlogBanner } from '../BlogBanner';
import { BookmarkButton } from '../BookmarkButton';
import * as styles from './BlogPostCard.css';
import { Avatar } from '@/design/primitives/Avatar';

export interface BlogPostCardProps extends ComponentProps<'article'> {
  /** The blog as lists return it. */
  blog: BlogCard;
  /** Heading level of the title within the page (h2 by default). */
  headingLevel?: 'h2' | 'h3';
}

/** A search's passage of the blog's text: the matched words in <mark> (offsets from the server, checked). */
function SnippetText({ snippet, language }: { snippet: Snippet; language: string }) {
  const { text, marks } = snippet;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [from, to] of marks) {
    if (from < at || to > text.length || to <= from) continue;
    if (from > at) parts.push(text.slice(at, from));
    parts.push(<mark key={from} className={styles.mark}>{text.slice(from, to)}</mark>);
    at = to;
  }
  parts.push(text.slice(at));
  return (
    <p className={styles.snippet} dir="auto" lang={language}>
      {parts}
    </p>
  );
}

/**
 * A blog in a list: author, date, title, description, first tag, likes and a banner thumbnail; in
 * search results, the passage of its text that matched.
 */
export function BlogPostCard({ blog, headingLevel: Heading = 'h2', className, ...rest }: BlogPostCardProps) {
  // The reader's day once the app runs; until then the day the server drew (UTC), so hydration matches.
  const hydrated = useHydrated();
  const { t, i18n } = useLingui();
  const { fullname, username, profile_img } = blog.author.personal_info;
  const likes = blog.activity.total_likes;
  return (
    <article className={cx(styles.card, className)} {...rest}>
      <div className={styles.body}>
        <p className={styles.meta}>
          <Avatar size="xs" src={profile_img} name={fullname} alt="" />
          <span className={styles.name}>{fullname}</span>
          <span className={styles.username}>@{username}</span>
          <span aria-hidden>·</span>
          <time className={styles.date} dateTime={blog.publishedAt}>
            {formatDay(blog.publishedAt, hydrated ? 'local' : 'utc', i18n.locale)}
          </time>
        </p>
        {/* The blog's own words carry its language (a reader's tools pick their voice and hyphens by it); the card around them is the interface's. */}
        <Heading className={styles.title} dir="auto" lang={blog.language}>
          <Link className={styles.link} to={`/blogs/${blog.blog_id}`}>
            {blog.title}
          </Link>
        </Heading>
        <p className={styles.description} dir="auto" lang={blog.language}>
          {blog.des}
        </p>
        {blog.snippet && <SnippetText snippet={blog.snippet} language={blog.language} />}
        <div className={styles.footer}>
          {blog.tags[0] && <span className={styles.tag}>{blog.tags[0]}</span>}
          <span className={styles.stat}>
            <Heart className={styles.statIcon} aria-hidden />
            <span aria-hidden>{i18n.number(likes)}</span>
            <VisuallyHidden>{t`${plural(likes, { one: '# like', other: '# likes' })}`}</VisuallyHidden>
          </span>
          {/* A signed-in reader's card says whether it is saved: they can save it from the list. */}
          {blog.bookmarked !== undefined && <BookmarkButton compact blog={blog} saved={blog.bookmarked} />}
        </div>
      </div>
      {/* The thumbnail is 8rem square (5rem on phones): the 320 variant serves both at 2x; its placeholder paints first. */}
      <BlogBanner className={styles.thumb} src={blog.banner} meta={blog.banner_meta} sizes="(max-width: 768px) 5rem, 8rem" />
    </article>
  );
}

/** A blog card while it loads: the card's own grid, so nothing moves when the blog arrives. */
export function BlogPostCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden>
      <div className={styles.body}>
        <div className={styles.skeletonRow}>
          <Skeleton shape="rect" className={styles.skeletonAvatar} />
          <Skeleton shape="rect" className={styles.skeletonText} width="40%" />
        </div>
        <Skeleton shape="rect" className={styles.skeletonTitle} width="85%" />
        <Skeleton shape="rect" className={styles.skeletonTitle} width="55%" />
        <Skeleton shape="rect" className={styles.skeletonText} width="95%" />
        <div className={styles.skeletonRow}>
          <Skeleton shape="rect" className={styles.skeletonChip} width="4rem" />
          <Skeleton shape="rect" className={styles.skeletonText} width="2.5rem" />
        </div>
      </div>
      <Skeleton shape="rect" className={styles.thumb} />
    </div>
  );
}
