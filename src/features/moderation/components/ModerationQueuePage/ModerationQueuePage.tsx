import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { CheckCheck, EyeOff, ShieldAlert, Trash2, UserX } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ModerationAction, ReportEntry } from '@/contract';
import { Button, EmptyState, ErrorState, FormField, Skeleton, TextField, TextLink, toast } from '@/design';
import { showProblem, formatRelative, useDocumentTitle } from '@/lib';
import { communityMutations, communityQueries } from '@/api';
import { AdminCard, AdminList, AdminMeta, AdminMore, AdminPage, AdminQuote, AdminRow, AdminTitle } from '../AdminPage';
import { ShowAgainButton } from '../ShowAgainButton';

const DONE: Record<ModerationAction, MessageDescriptor> = {
  dismiss: msg`Report dismissed`,
  hide: msg`Hidden for everyone but its author`,
  delete: msg`Deleted`,
  suspend: msg`Member suspended`,
};

/** Who wrote what was reported, with the kind of thing in bold ("<b>Comment</b> by Ada (@ada)"). */
function ReportedThing({ target, person }: { target: ReportEntry['target']; person: string }) {
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

/** One open report: what was reported, in context, and the actions on it. */
function ReportItem({ report: r, now }: { report: ReportEntry; now?: Date }) {
  const { t, i18n } = useLingui();
  const moderate = useMutation(communityMutations.moderate);
  // The action under way, for its button's spinner.
  const busy = moderate.isPending ? moderate.variables.action : null;
  const [days, setDays] = useState('7');
  const person = r.against ? `${r.against.fullname} (@${r.against.username})` : t`a deleted member`;
  const reporter = r.reporter ? `@${r.reporter.username}` : t`a deleted member`;
  const reason = r.reason;
  const target = r.target;
  const contentLink = r.content && (
    <TextLink as={Link} to={r.content.link}>
      {r.content.title}
    </TextLink>
  );

  async function act(action: ModerationAction) {
    const n = Number(days);
    if (action === 'suspend' && !(Number.isInteger(n) && n >= 1 && n <= 3650)) return toast.error(t`Suspend for a whole number of days from 1 to 3650`);
    try {
      await moderate.mutateAsync({ report_id: r._id, action, ...(action === 'suspend' ? { days: n } : {}) });
      toast.success(i18n._(DONE[action]));
    } catch (err) {
      toast.error(showProblem(err, i18n));
    }
  }

  return (
    <AdminCard aria-label={t`${select(target, { blog: `Report of a blog: ${reason}`, comment: `Report of a comment: ${reason}`, other: `Report of a member: ${reason}` })}`}>
      <AdminMeta>
        <ReportedThing target={r.target} person={person} /> · <Trans>reported by {reporter}</Trans>{' '}
        <time dateTime={r.createdAt}>{formatRelative(r.createdAt, now)}</time>
      </AdminMeta>
      <AdminTitle>
        <Trans>Reason: {reason}</Trans>
      </AdminTitle>
      {r.content ? (
        <>
          <AdminMeta>
            {r.target === 'comment' ? <Trans>On {contentLink}</Trans> : contentLink}
            {r.content.hidden && (
              <>
                {' · '}
                <Trans context="state of reported content">hidden</Trans>
              </>
            )}
          </AdminMeta>
          {r.content.text && <AdminQuote>{r.content.text}</AdminQuote>}
        </>
      ) : (
        <AdminMeta>
          <Trans>It no longer exists.</Trans>
        </AdminMeta>
      )}
      <AdminRow>
        <Button size="sm" variant="outline" iconStart={<CheckCheck aria-hidden />} loading={busy === 'dismiss'} onClick={() => void act('dismiss')}>
          <Trans>Dismiss</Trans>
        </Button>
        {r.target !== 'user' && r.content?.hidden && <ShowAgainButton target={r.target} id={r.target_id} label={r.content.title} />}
        {r.target !== 'user' && (
          <>
            <Button size="sm" variant="outline" iconStart={<EyeOff aria-hidden />} loading={busy === 'hide'} onClick={() => void act('hide')}>
              <Trans context="moderation action">Hide</Trans>
            </Button>
            <Button size="sm" variant="outline" tone="danger" iconStart={<Trash2 aria-hidden />} loading={busy === 'delete'} onClick={() => void act('delete')}>
              <Trans context="moderation action">Delete</Trans>
            </Button>
          </>
        )}
        {r.against && (
          <AdminRow>
            <FormField label={t`Days`} hideLabel>
              <TextField type="number" min={1} max={3650} inputMode="numeric" value={days} onChange={(e) => setDays(e.target.value)} endSlot={t`days`} style={{ width: "5rem" }} />
            </FormField>
            <Button size="sm" tone="danger" iconStart={<UserX aria-hidden />} loading={busy === 'suspend'} onClick={() => void act('suspend')}>
              {r.target === 'user' ? <Trans>Suspend member</Trans> : <Trans>Suspend author</Trans>}
            </Button>
          </AdminRow>
        )}
      </AdminRow>
    </AdminCard>
  );
}

/** /moderation: open reports, oldest first, each with the reported content in context. Moderators only. */
export function ModerationQueuePage({ now }: { now?: Date }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Moderation queue`);
  const list = useInfiniteQuery(communityQueries.queue());
  const reports = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <AdminPage
      title={t`Moderation queue`}
      intro={
        <Trans>
          Open reports, oldest first. Hiding takes content away from everyone but its author; every action is written to the{' '}
          <TextLink as={Link} to="/moderation/log">
            moderation log
          </TextLink>
          .
        </Trans>
      }
    >
      {list.isPending ? (
        <div role="status" aria-busy="true" aria-label={t`Loading reports`}>
          <Skeleton height="8rem" />
        </div>
      ) : list.isError ? (
        <ErrorState title={t`Could not load the reports`} detail={showProblem(list.error, i18n)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : reports.length === 0 ? (
        <EmptyState icon={<ShieldAlert aria-hidden />} message={t`Nothing to review: no open reports`} />
      ) : (
        <>
          <AdminList aria-label={t`Open reports`}>
            {reports.map((r) => (
              <ReportItem key={r._id} report={r} now={now} />
            ))}
          </AdminList>
          {list.hasNextPage && <AdminMore loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} />}
        </>
      )}
    </AdminPage>
  );
}
