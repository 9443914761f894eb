import { useInfiniteQuery } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import type { I18n } from '@lingui/core';
import { plural, select, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LogEntry } from '@/contract';
import { EmptyState, ErrorState, Skeleton } from '@/design';
import { showProblem, formatRelative, useDocumentTitle } from '@/lib';
import { communityQueries } from '@/api';
import { AdminCard, AdminList, AdminMeta, AdminMore, AdminPage, AdminRow, AdminTitle } from '../AdminPage';
import { ShowAgainButton } from '../ShowAgainButton';

/**
 * What a moderator did, as one sentence per action: each language words the thing acted on (a blog,
 * a comment, a member, or the member named by the label alone) in its own grammar.
 */
function describe(i18n: I18n, e: LogEntry): string {
  const moderator = e.moderator;
  const label = e.label;
  // A member acted on is named by the label alone; a report on them that was dismissed says "the member".
  const what = e.target === 'user' && e.action !== 'dismiss' ? 'named' : e.target;
  switch (e.action) {
    case 'dismiss':
      return translate(i18n)`@${moderator} ${select(what, { blog: `dismissed a report on the blog “${label}”`, comment: `dismissed a report on the comment “${label}”`, other: `dismissed a report on the member “${label}”` })}`;
    case 'hide':
      return translate(i18n)`@${moderator} ${select(what, { blog: `hid the blog “${label}”`, comment: `hid the comment “${label}”`, other: `hid “${label}”` })}`;
    case 'delete':
      return translate(i18n)`@${moderator} ${select(what, { blog: `deleted the blog “${label}”`, comment: `deleted the comment “${label}”`, other: `deleted “${label}”` })}`;
    case 'unhide':
      return translate(i18n)`@${moderator} ${select(what, { blog: `showed again the blog “${label}”`, comment: `showed again the comment “${label}”`, other: `showed again “${label}”` })}`;
    case 'suspend':
      return translate(i18n)`@${moderator} ${select(what, { blog: `suspended the blog “${label}”`, comment: `suspended the comment “${label}”`, other: `suspended “${label}”` })}`;
    // A quorum's entry names its trusted reporters where a moderator's name would be.
    case 'quorum':
      return translate(i18n)`Reports from ${moderator} ${select(what, { blog: `hid the blog “${label}”`, comment: `hid the comment “${label}”`, other: `hid “${label}”` })}`;
  }
}

/** One moderation action: who did what to which, for how long, why, and when. */
function LogItem({ entry: e, now, offerShowAgain }: { entry: LogEntry; now?: Date; offerShowAgain: boolean }) {
  const { t, i18n } = useLingui();
  const days = e.days;
  const reason = e.reason;
  return (
    <AdminCard>
      <AdminTitle>
        {describe(i18n, e)}
        {days ? ` ${t`${plural(days, { one: 'for # day', other: 'for # days' })}`}` : ''}
      </AdminTitle>
      <AdminMeta>
        {reason && (
          <>
            <Trans>Reported as: {reason}</Trans> ·{' '}
          </>
        )}
        <time dateTime={e.createdAt}>{formatRelative(e.createdAt, now)}</time>
        {e.hidden && (
          <>
            {' · '}
            <Trans>hidden now</Trans>
          </>
        )}
      </AdminMeta>
      {offerShowAgain && e.target !== 'user' && (
        <AdminRow>
          <ShowAgainButton target={e.target} id={e.target_id} label={e.label} />
        </AdminRow>
      )}
    </AdminCard>
  );
}

/** /moderation/log: every moderation action, newest first. Moderators only. */
export function ModerationLogPage({ now }: { now?: Date }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Moderation log`);
  const list = useInfiniteQuery(communityQueries.log());
  const entries = list.data?.pages.flatMap((p) => p.items) ?? [];
  // "Show again" on the newest entry about each blog or comment that is hidden now (a thing hidden,
  // shown and hidden again has two hide entries; one button undoes it).
  const offered = new Set<string>();
  const showAgain = new Set(entries.filter((e) => e.hidden && e.target !== 'user' && !offered.has(e.target_id) && offered.add(e.target_id)).map((e) => e._id));
  return (
    <AdminPage title={t`Moderation log`} intro={t`What moderators did, newest first, with the report that led to it.`}>
      {list.isPending ? (
        <div role="status" aria-busy="true" aria-label={t`Loading the log`}>
          <Skeleton height="5rem" />
        </div>
      ) : list.isError ? (
        <ErrorState title={t`Could not load the log`} detail={showProblem(list.error, i18n)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : entries.length === 0 ? (
        <EmptyState icon={<ScrollText aria-hidden />} message={t`No moderation actions yet`} />
      ) : (
        <>
          <AdminList aria-label={t`Moderation actions`}>
            {entries.map((e) => (
              <LogItem key={e._id} entry={e} now={now} offerShowAgain={showAgain.has(e._id)} />
            ))}
          </AdminList>
          {list.hasNextPage && <AdminMore loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} />}
        </>
      )}
    </AdminPage>
  );
}
