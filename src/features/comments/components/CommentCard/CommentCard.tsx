import { cx } from 'class-variance-authority';
import { useState, type ReactNode } from 'react';
import { ChevronDown, ChevronUp, MessageSquareReply, Trash2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { COMMENT_LINK_PATTERN, COMMENT_LINK_REL, READER_MESSAGES, imageSrcSet, imageVariantUrl } from '@/contract';
import { Button } from '@/design/primitives/Button';
import { toast } from '@/design/primitives/Toaster';
import { directionalIcon } from '@/design/styles';
import { formatRelative } from '@/lib';
import { HeldNote } from '@/features/moderation';
import type { ThreadItem } from '../../model/commentThread';
import { indentFor } from '../../model/indent';
import { CommentField } from '../CommentField';
import * as styles from './CommentCard.css';
import { Avatar } from '@/design/primitives/Avatar';

export interface CommentCardProps {
  item: ThreadItem;
  /** The reader is signed in. */
  signedIn: boolean;
  /** Delete shows for the comment's author and the blog's author. */
  canDelete: boolean;
  /** Replies shown under it so far (for Load more replies). */
  loadedReplies: number;
  onReply: (text: string) => Promise<unknown>;
  onToggleReplies: () => void;
  onMoreReplies: () => void;
  onDelete: () => void;
  /** A replies or delete call is in flight. */
  repliesBusy?: boolean;
  deleting?: boolean;
  /** The report and block menu (signed-in readers, not on their own comments). */
  menu?: ReactNode;
  /** A moderator's action on it, in the actions row (Show again on a hidden comment). */
  moderation?: ReactNode;
}

/**
 * A comment's text with its web addresses as links. They carry COMMENT_LINK_REL: readers' links
 * earn no ranking from the site, so posting them for that is pointless.
 */
function CommentText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const m of text.matchAll(COMMENT_LINK_PATTERN)) {
    // A sentence's closing punctuation stays text, not part of the address.
    const url = m[0].replace(/[.,;:!?)\]']+$/, '');
    parts.push(text.slice(at, m.index));
    parts.push(
      <a key={m.index} className={styles.link} href={/^www\./i.test(url) ? `https://${url}` : url} rel={COMMENT_LINK_REL}>
        {url}
      </a>,
    );
    at = m.index + url.length;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}

/** One comment or reply, indented by its level, with reply, show/hide replies and delete. */
export function CommentCard({ item, signedIn, canDelete, loadedReplies, onReply, onToggleReplies, onMoreReplies, onDelete, repliesBusy, deleting, menu, moderation }: CommentCardProps) {
  const [replying, setReplying] = useState(false);
  const { t, i18n } = useLingui();
  const { comment, level, repliesLoaded } = item;
  // A comment whose author left stays, as [deleted], for the replies under it.
  const author = comment.commented_by?.personal_info ?? null;
  const name = author?.fullname ?? i18n._(READER_MESSAGES.deletedComment);
  const replies = comment.children.length;
  return (
    <article
      className={cx(styles.card, level > 0 && styles.reply)}
      // The indent grows with the level (SPEC.md: 4 per level, 10 px each), capped for small screens.
      style={level > 0 ? { marginInlineStart: `min(${indentFor(level)}px, ${level * 6}vw)` } : undefined}
      aria-label={level > 0 ? t`Reply by ${name}` : t`Comment by ${name}`}
    >
      <header className={styles.head}>
        <Avatar size="sm" src={author?.profile_img} name={name} alt="" />
        <div className={styles.who}>
          <span className={styles.name}>{name}</span>
          <span className={styles.sub}>
            {comment.remote ? (
              // A reply from the fediverse: its writer's handle, linking to the reply on their server.
              <>
                <a className={styles.handle} href={comment.remote.url} rel={COMMENT_LINK_REL} title={t`Read on their server`}>
                  {comment.remote.handle}
                </a>{' '}
                · {t`via the fediverse`} ·{' '}
              </>
            ) : (
              author && <>@{author.username} · </>
            )}
            <time dateTime={comment.commentedAt}>{formatRelative(comment.commentedAt, undefined, i18n.locale)}</time>
            {comment.hidden && <> · {t`hidden by a moderator`}</>}

          </span>
        </div>
        {menu && <div className={styles.menu}>{menu}</div>}
      </header>
      {comment.held && <HeldNote />}
      <p className={styles.text} dir="auto">
        <CommentText text={comment.comment} />
      </p>
      {comment.images?.length ? (
        // A fediverse reply's images: this server's copies, with the alt text their writer gave.
        <div className={styles.images}>
          {comment.images.map((image) => (
            <img
              key={image.url}
              className={styles.image}
              src={imageVariantUrl(image.url, 640, 'jpeg')}
              srcSet={imageSrcSet(image.url, 'jpeg', image.width || undefined)}
              sizes="20rem"
              alt={image.alt}
              width={image.width || undefined}
              height={image.height || undefined}
              loading="lazy"
              decoding="async"
            />
          ))}
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button variant="ghost" size="sm" iconStart={<MessageSquareReply aria-hidden className={directionalIcon} />} aria-expanded={replying} onClick={() => (signedIn ? setReplying((r) => !r) : toast.error(i18n._(READER_MESSAGES.signInToReply)))}>
          <Trans context="verb">Reply</Trans>
        </Button>
        {replies > 0 && (
          <Button
            variant="ghost"
            size="sm"
            iconStart={repliesLoaded ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
            loading={repliesBusy && !repliesLoaded}
            onClick={onToggleReplies}
          >
            {repliesLoaded ? t`Hide replies` : t`${plural(replies, { one: 'Show # reply', other: 'Show # replies' })}`}
          </Button>
        )}
        {repliesLoaded && loadedReplies < replies && (
          <Button variant="ghost" size="sm" loading={repliesBusy} onClick={onMoreReplies}>
            <Trans>Load more replies</Trans>
          </Button>
        )}
        {canDelete && (
          <Button variant="ghost" tone="danger" size="sm" iconStart={<Trash2 aria-hidden />} loading={deleting} onClick={onDelete}>
            <Trans>Delete</Trans>
          </Button>
        )}
        {moderation}
      </div>
      {replying && (
        <CommentField
          action="Reply"
          signedIn={signedIn}
          autoFocus
          onCancel={() => setReplying(false)}
          onSubmit={async (text) => {
            await onReply(text);
            setReplying(false);
          }}
        />
      )}
    </article>
  );
}
