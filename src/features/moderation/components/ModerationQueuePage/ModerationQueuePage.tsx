import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { CheckCheck, EyeOff, ShieldAlert, Trash2, UserX } from 'lucide-react';
import type { ModerationAction, ReportEntry } from '@/contract';
import { Button, EmptyState, ErrorState, FormField, Skeleton, TextField, TextLink, toast } from '@/design';
import { errorMessage, formatRelative, useDocumentTitle } from '@/lib';
import { communityMutations, communityQueries } from '@/api';
import { AdminCard, AdminList, AdminMeta, AdminMore, AdminPage, AdminQuote, AdminRow, AdminTitle } from '../AdminPage';
import { ShowAgainButton } from '../ShowAgainButton';

const WHAT = { blog: 'Blog', comment: 'Comment', user: 'Member' } as const;
const DONE: Record<ModerationAction, string> = { dismiss: 'Report dismissed', hide: 'Hidden for everyone but its author', delete: 'Deleted', suspend: 'Member suspended' };

/** One open report: what was reported, in context, and the actions on it. */
function ReportItem({ report: r, now }: { report: ReportEntry; now?: Date }) {
  const moderate = useMutation(communityMutations.moderate);
  // The action under way, for its button's spinner.
  const busy = moderate.isPending ? moderate.variables.action : null;
  const [days, setDays] = useState('7');
  const person = r.against ? `${r.against.fullname} (@${r.against.username})` : 'a deleted member';

  async function act(action: ModerationAction) {
    const n = Number(days);
    if (action === 'suspend' && !(Number.isInteger(n) && n >= 1 && n <= 3650)) return toast.error('Suspend for a whole number of days from 1 to 3650');
    try {
      await moderate.mutateAsync({ report_id: r._id, action, ...(action === 'suspend' ? { days: n } : {}) });
      toast.success(DONE[action]);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }

  return (
    <AdminCard aria-label={`Report of a ${WHAT[r.target].toLowerCase()}: ${r.reason}`}>
      <AdminMeta>
        <strong>{WHAT[r.target]}</strong> by {person} · reported by {r.reporter ? `@${r.reporter.username}` : 'a deleted member'}{' '}
        <time dateTime={r.createdAt}>{formatRelative(r.createdAt, now)}</time>
      </AdminMeta>
      <AdminTitle>Reason: {r.reason}</AdminTitle>
      {r.content ? (
        <>
          <AdminMeta>
            {r.target === 'comment' ? 'On ' : ''}
            <TextLink as={Link} to={r.content.link}>
              {r.content.title}
            </TextLink>
            {r.content.hidden && ' · hidden'}
          </AdminMeta>
          {r.content.text && <AdminQuote>{r.content.text}</AdminQuote>}
        </>
      ) : (
        <AdminMeta>It no longer exists.</AdminMeta>
      )}
      <AdminRow>
        <Button size="sm" variant="outline" iconStart={<CheckCheck aria-hidden />} loading={busy === 'dismiss'} onClick={() => void act('dismiss')}>
          Dismiss
        </Button>
        {r.target !== 'user' && r.content?.hidden && <ShowAgainButton target={r.target} id={r.target_id} label={r.content.title} />}
        {r.target !== 'user' && (
          <>
            <Button size="sm" variant="outline" iconStart={<EyeOff aria-hidden />} loading={busy === 'hide'} onClick={() => void act('hide')}>
              Hide
            </Button>
            <Button size="sm" variant="outline" tone="danger" iconStart={<Trash2 aria-hidden />} loading={busy === 'delete'} onClick={() => void act('delete')}>
              Delete
            </Button>
          </>
        )}
        {r.against && (
          <AdminRow>
            <FormField label="Days" hideLabel>
              <TextField type="number" min={1} max={3650} inputMode="numeric" value={days} onChange={(e) => setDays(e.target.value)} endSlot="days" style={{ width: "5rem" }} />
            </FormField>
            <Button size="sm" tone="danger" iconStart={<UserX aria-hidden />} loading={busy === 'suspend'} onClick={() => void act('suspend')}>
              Suspend {r.target === 'user' ? 'member' : 'author'}
            </Button>
          </AdminRow>
        )}
      </AdminRow>
    </AdminCard>
  );
}

/** /moderation: open reports, oldest first, each with the reported content in context. Moderators only. */
export function ModerationQueuePage({ now }: { now?: Date }) {
  useDocumentTitle('Moderation queue');
  const list = useInfiniteQuery(communityQueries.queue());
  const reports = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <AdminPage
      title="Moderation queue"
      intro={
        <>
          Open reports, oldest first. Hiding takes content away from everyone but its author; every action is written to the{' '}
          <TextLink as={Link} to="/moderation/log">
            moderation log
          </TextLink>
          .
        </>
      }
    >
      {list.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading reports">
          <Skeleton height="8rem" />
        </div>
      ) : list.isError ? (
        <ErrorState title="Could not load the reports" detail={errorMessage(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : reports.length === 0 ? (
        <EmptyState icon={<ShieldAlert aria-hidden />} message="Nothing to review: no open reports" />
      ) : (
        <>
          <AdminList aria-label="Open reports">
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
