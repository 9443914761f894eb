import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Heart, MessageCircle, PenLine, Repeat2, Share2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { READER_MESSAGES } from '@/contract';
import { Button } from '@/design/primitives/Button';
import { ButtonLink } from '@/design/primitives/ButtonLink';
import { VisuallyHidden } from '@/design/styles';
import { toast } from '@/design/primitives/Toaster';
import { copyText } from '@/lib/clipboard';
import * as styles from './BlogActions.css';

export interface BlogActionsProps {
  likes: number;
  comments: number;
  /** Boosts from the fediverse (shown when there are any). */
  shares?: number;
  /** The reader likes this blog. */
  liked: boolean;
  /** Like or unlike (the page checks sign-in). */
  onLike: () => void;
  /** Open the comments panel. */
  onComments: () => void;
  /** The comments panel is open (for aria-expanded). */
  commentsOpen?: boolean;
  /** The Edit link's target; only the author gets one. */
  editHref?: string;
  /** Address copied by Share (defaults to the current page). */
  shareUrl?: string;
  /** Names this bar for assistive technology when a page has two. */
  label?: string;
  /** More actions before Share (the bookmark button, the report menu). */
  extra?: ReactNode;
}

/** Like, comment, share and (for the author) edit, with counts. */
export function BlogActions({ likes, comments, shares = 0, liked, onLike, onComments, commentsOpen, editHref, shareUrl, label, extra }: BlogActionsProps) {
  const { t, i18n } = useLingui();
  const share = async () => {
    await copyText(shareUrl ?? window.location.href);
    toast.success(i18n._(READER_MESSAGES.linkCopied));
  };
  return (
    <div className={styles.bar} role="group" aria-label={label ?? t`Blog actions`}>
      <div className={styles.group}>
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={liked}
          className={liked ? styles.liked : undefined}
          iconStart={<Heart aria-hidden className={liked ? styles.likedIcon : undefined} />}
          onClick={onLike}
        >
          <VisuallyHidden>{t`Like, ${plural(likes, { one: '# like', other: '# likes' })}`}</VisuallyHidden>
          <span className={styles.count} aria-hidden>
            {i18n.number(likes)}
          </span>
        </Button>
        <Button variant="ghost" size="sm" aria-haspopup="dialog" aria-expanded={commentsOpen} iconStart={<MessageCircle aria-hidden />} onClick={onComments}>
          <VisuallyHidden>{t`Comments, ${plural(comments, { one: '# comment', other: '# comments' })}`}</VisuallyHidden>
          <span className={styles.count} aria-hidden>
            {i18n.number(comments)}
          </span>
        </Button>
        {shares > 0 && (
          <span className={styles.shares} role="img" aria-label={t`${plural(shares, { one: '# boost from the fediverse', other: '# boosts from the fediverse' })}`}>
            <Repeat2 aria-hidden />
            <span className={styles.count}>{i18n.number(shares)}</span>
          </span>
        )}
      </div>
      <div className={styles.group}>
        {editHref && (
          <ButtonLink as={Link} to={editHref} variant="ghost" size="sm" iconStart={<PenLine aria-hidden />}>
            <Trans>Edit</Trans>
          </ButtonLink>
        )}
        {extra}
        <Button variant="ghost" size="sm" iconStart={<Share2 aria-hidden />} onClick={() => void share()}>
          <Trans>Share</Trans>
        </Button>
      </div>
    </div>
  );
}

