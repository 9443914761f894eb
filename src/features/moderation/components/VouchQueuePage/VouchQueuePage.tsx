import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { Check, HandHeart, X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Button, EmptyState, ErrorState, Skeleton, TextLink, toast } from '@/design';
import { showProblem, formatRelative, useDocumentTitle } from '@/lib';
import { trustMutations, trustQueries, type VouchItem } from '@/api';
import { AdminCard, AdminGrow, AdminList, AdminMeta, AdminMore, AdminPage, AdminQuote, AdminRow } from '../AdminPage';

/** What waits, in bold, and by whom ("<b>Blog</b> by Ada Lovelace"). */
function WaitingThing({ target, person }: { target: VouchItem['target']; person: string }) {
  if (target === 'blog')
    return (
      <Trans>
        <strong>Blog</strong> by {person}
      </Trans>
    );
  if (target === 'comment')
    return (
      <Trans>
        <strong>Comment</strong> by {person}
      </Trans>
    );
  return (
    <Trans>
      <strong>Member</strong> by {person}
    </Trans>
  );
}

/** One held item: who wrote it, when, what it says, and Approve or Decline. */
function VouchCard({ item, now, onDone }: { item: VouchItem; now?: Date; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const vouch = useMutation(trustMutations.vouch);
  const busy = vouch.isPending ? vouch.variables.approve : null;
  const person = item.author.fullname;
  const username = item.author.username;
  async function decide(approve: boolean) {
    try {
      await vouch.mutateAsync({ target: item.target, id: item.id, approve });
      if (approve) toast.success(item.target === 'comment' ? t`Approved: the comment is shown to everyone` : t`Approved: the blog is published for everyone`);
      else toast.success(t`Declined: it stays hidden and the moderators will review it`);
      onDone();
    } catch (err) {
      toast.error(showProblem(err, i18n));
    }
  }
  return (
    <AdminCard aria-label={item.target === 'comment' ? t`Comment by ${person}` : item.target === 'blog' ? t`Blog by ${person}` : t`Member ${person}`}>
      <AdminRow>
        <Avatar src={item.author.profile_img} name={person} alt="" size="sm" />
        <AdminGrow>
          <AdminMeta>
            <WaitingThing target={item.target} person={person} /> ·{' '}
            <TextLink as={Link} to={`/user/${username}`}>
              <bdi>@{username}</bdi>
            </TextLink>{' '}
            · <time dateTime={item.createdAt}>{formatRelative(item.createdAt, now, i18n.locale)}</time>
          </AdminMeta>
        </AdminGrow>
      </AdminRow>
      <AdminQuote dir="auto">{item.preview}</AdminQuote>
      {item.blog_id && (
        <AdminMeta>
          <TextLink as={Link} to={`/blogs/${item.blog_id}`}>
            <Trans>Read the blog it answers</Trans>
          </TextLink>
        </AdminMeta>
      )}
      <AdminRow>
        <Button size="sm" iconStart={<Check aria-hidden />} loading={busy === true} disabled={busy === false} onClick={() => void decide(true)}>
          <Trans>Approve</Trans>
        </Button>
        <Button size="sm" variant="outline" tone="danger" iconStart={<X aria-hidden />} loading={busy === false} disabled={busy === true} onClick={() => void decide(false)}>
          <Trans>Decline</Trans>
        </Button>
      </AdminRow>
    </AdminCard>
  );
}

export interface VouchQueuePageProps {
  /** The clock the relative times are read against (stories fix it). */
  now?: Date;
}

/**
 * /dashboard/vouch: new members' held blogs and comments, oldest first, for trusted members to
 * approve (published as if just now) or decline (kept hidden and reported to the moderators).
 */
export function VouchQueuePage({ now }: VouchQueuePageProps) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t({ message: 'Vouch', context: 'nav' }));
  const list = useInfiniteQuery(trustQueries.queue());
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const results = useRef<HTMLDivElement>(null);
  // A decided card leaves the list: focus goes to the next card's first button (or the one before,
  // or the list's region once it is empty), so a keyboard user goes on from where they were.
  const focusAfter = (index: number) =>
    requestAnimationFrame(() => {
      const cards = results.current?.querySelectorAll('li');
      const next = cards?.[Math.min(index, cards.length - 1)]?.querySelector('button');
      (next ?? results.current)?.focus();
    });
  return (
    <AdminPage
      title={t({ message: 'Vouch', context: 'nav' })}
      intro={t`New members’ first blogs and comments wait here until a trusted member reads them. Approve publishes one as if it were just written; Decline keeps it hidden and reports it to the moderators.`}
    >
      <div ref={results} tabIndex={-1}>
        {list.isPending ? (
          <div role="status" aria-busy="true" aria-label={t`Loading what waits for a vouch`}>
            <Skeleton height="8rem" />
          </div>
        ) : list.isError ? (
          <ErrorState title={t`Could not load what waits for a vouch`} detail={showProblem(list.error, i18n)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : items.length === 0 ? (
          <EmptyState icon={<HandHeart aria-hidden />} message={t`Nothing waits for a vouch`} />
        ) : (
          <>
            <AdminList aria-label={t`Waiting for a vouch`}>
              {items.map((item, index) => (
                <VouchCard key={`${item.target}-${item.id}`} item={item} now={now} onDone={() => focusAfter(index)} />
              ))}
            </AdminList>
            {list.hasNextPage && <AdminMore loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} />}
          </>
        )}
      </div>
    </AdminPage>
  );
}
