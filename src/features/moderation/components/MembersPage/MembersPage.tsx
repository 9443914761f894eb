import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { Search, Users } from 'lucide-react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { TRUST_LEVELS, type Member, type Role, type TrustLevel } from '@/contract';
import { Avatar, Button, EmptyState, ErrorState, FormField, Skeleton, TextField, TextLink, toast } from '@/design';
import { showProblem, formatDay, useDocumentTitle } from '@/lib';
import { communityMutations, communityQueries, trustMutations } from '@/api';
import { NativeSelect } from '@/design/primitives/NativeSelect';
import { AdminCard, AdminGrow, AdminList, AdminMeta, AdminMore, AdminPage, AdminRow } from '../AdminPage';

const ROLE_LABEL: Record<Role, MessageDescriptor> = { member: msg`Member`, moderator: msg`Moderator`, admin: msg`Admin` };
const LEVEL_LABEL: Record<TrustLevel, MessageDescriptor> = { 0: msg`New member (0)`, 1: msg({ message: 'Member (1)', context: 'trust level' }), 2: msg`Trusted member (2)` };

/** An admin fixes a member's trust level; it then stays whatever their activity. */
function SetTrustLevel({ username }: { username: string }) {
  const { t, i18n } = useLingui();
  const [level, setLevel] = useState('');
  const setTrust = useMutation(trustMutations.setTrust);
  async function save() {
    try {
      const answer = await setTrust.mutateAsync({ username, level: Number(level) as TrustLevel });
      const label = i18n._(LEVEL_LABEL[answer.trust_level]);
      toast.success(t`@${username}’s trust level is now ${label}`);
    } catch (err) {
      toast.error(showProblem(err, i18n));
    }
  }
  return (
    <AdminRow>
      <FormField label={t`Trust level of @${username}`} hideLabel>
        <NativeSelect size="sm" value={level} onChange={(e) => setLevel(e.target.value)}>
          <option value="" disabled>
            {t`Trust level…`}
          </option>
          {TRUST_LEVELS.map((l) => (
            <option key={l} value={l}>
              {i18n._(LEVEL_LABEL[l])}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <Button size="sm" variant="outline" disabled={level === ''} loading={setTrust.isPending} onClick={() => void save()}>
        <Trans>Set trust level</Trans>
      </Button>
    </AdminRow>
  );
}

function MemberItem({ member: m, canSetRoles }: { member: Member; canSetRoles: boolean }) {
  const { t, i18n } = useLingui();
  const setRole = useMutation(communityMutations.setRole);
  const username = m.username;
  async function change(role: Role) {
    try {
      await setRole.mutateAsync({ username: m.username, role });
      toast.success(role === 'moderator' ? t`@${username} is now a moderator` : t`@${username} is now a member`);
    } catch (err) {
      toast.error(showProblem(err, i18n));
    }
  }
  const joined = formatDay(m.joinedAt);
  const posts = m.total_posts;
  const reports = m.reports;
  const suspendedUntil = m.suspended_until ? formatDay(m.suspended_until) : null;
  return (
    <AdminCard aria-label={`${m.fullname} (@${m.username})`}>
      <AdminRow>
        <Avatar src={m.profile_img} name={m.fullname} alt="" size="sm" />
        <AdminGrow>
          <TextLink as={Link} to={`/user/${m.username}`}>
            {m.fullname}
          </TextLink>
          <AdminMeta>
            <bdi>@{m.username}</bdi> ·{' '}
            <TextLink as={Link} to={`/moderation/vouches/${m.username}`}>
              <Trans>vouches</Trans>
            </TextLink>
          </AdminMeta>
        </AdminGrow>
        <strong>{i18n._(ROLE_LABEL[m.role])}</strong>
      </AdminRow>
      <AdminMeta>
        <Trans>Joined {joined}</Trans> · <Plural value={posts} one="# blog" other="# blogs" /> · <Plural value={reports} one="# report against them" other="# reports against them" />
        {suspendedUntil && (
          <>
            {' · '}
            <Trans>suspended until {suspendedUntil}</Trans>
          </>
        )}
      </AdminMeta>
      {canSetRoles && m.role === 'member' && <SetTrustLevel username={m.username} />}
      {canSetRoles && m.role !== 'admin' && (
        <AdminRow>
          {m.role === 'member' ? (
            <Button size="sm" variant="outline" loading={setRole.isPending} onClick={() => void change('moderator')}>
              <Trans>Make moderator</Trans>
            </Button>
          ) : (
            <Button size="sm" variant="outline" tone="danger" loading={setRole.isPending} onClick={() => void change('member')}>
              <Trans>Remove moderator</Trans>
            </Button>
          )}
        </AdminRow>
      )}
    </AdminCard>
  );
}

export interface MembersPageProps {
  /** Admins appoint and remove moderators; moderators only look. */
  canSetRoles: boolean;
}

/** /admin/members: search members, see role, joined date, blogs and reports against them. */
export function MembersPage({ canSetRoles }: MembersPageProps) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Members`);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim());
  const list = useInfiniteQuery(communityQueries.members(deferred));
  const members = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <AdminPage title={t`Members`} intro={canSetRoles ? t`Everyone who joined, newest first. Admins appoint and remove moderators here.` : t`Everyone who joined, newest first.`}>
      <FormField label={t`Search members`} hideLabel>
        <TextField type="search" icon={<Search aria-hidden />} placeholder={t`Search by username or name`} value={query} onChange={(e) => setQuery(e.target.value)} />
      </FormField>
      {list.isPending ? (
        <div role="status" aria-busy="true" aria-label={t`Loading members`}>
          <Skeleton height="5rem" />
        </div>
      ) : list.isError ? (
        <ErrorState title={t`Could not load the members`} detail={showProblem(list.error, i18n)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : members.length === 0 ? (
        <EmptyState icon={<Users aria-hidden />} message={t`No members found`} />
      ) : (
        <>
          <AdminList aria-label={t`Members`}>
            {members.map((m) => (
              <MemberItem key={m._id} member={m} canSetRoles={canSetRoles} />
            ))}
          </AdminList>
          {list.hasNextPage && <AdminMore loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} />}
        </>
      )}
    </AdminPage>
  );
}
