import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Heart, MessageCircle, PenLine, Share2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { READER_MESSAGES } from '@/contract';
import { Button } from '@/design/primitives/Button';
import { ButtonLink } from '@/design/primitives/ButtonLink';
import { VisuallyHidden } from '@/design/styles';
import { toast } from '@/design/primitives/Toaster';
import * as styles from './BlogActions.css';

export interface BlogActionsProps {
  likes: number;
  comments: number;
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

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // No async clipboard (insecure origin or denied permission): the old way still works.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}

/** Like, comment, share and (for the author) edit, with counts. */
export function BlogActions({ likes, comments, liked, onLike, onComments, commentsOpen, editHref, shareUrl, label, extra }: BlogActionsProps) {
  const { t, i18n } = useLingui();
  const share = async () => {
    await copy(shareUrl ?? window.location.href);
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

