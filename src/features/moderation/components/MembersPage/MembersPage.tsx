import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { Search, Users } from 'lucide-react';
import type { Member, Role } from '@/contract';
import { Avatar, Button, EmptyState, ErrorState, FormField, Skeleton, TextField, TextLink, toast } from '@/design';
import { errorMessage, formatDay, useDocumentTitle } from '@/lib';
import { communityMutations, communityQueries } from '@/api';
import { AdminCard, AdminGrow, AdminList, AdminMeta, AdminMore, AdminPage, AdminRow } from '../AdminPage';

const ROLE_LABEL: Record<Role, string> = { member: 'Member', moderator: 'Moderator', admin: 'Admin' };

function MemberItem({ member: m, canSetRoles }: { member: Member; canSetRoles: boolean }) {
  const setRole = useMutation(communityMutations.setRole);
  async function change(role: Role) {
    try {
      await setRole.mutateAsync({ username: m.username, role });
      toast.success(role === 'moderator' ? `@${m.username} is now a moderator` : `@${m.username} is now a member`);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }
  return (
    <AdminCard aria-label={`${m.fullname} (@${m.username})`}>
      <AdminRow>
        <Avatar src={m.profile_img} name={m.fullname} alt="" size="sm" />
        <AdminGrow>
          <TextLink as={Link} to={`/user/${m.username}`}>
            {m.fullname}
          </TextLink>
          <AdminMeta>@{m.username}</AdminMeta>
        </AdminGrow>
        <strong>{ROLE_LABEL[m.role]}</strong>
      </AdminRow>
      <AdminMeta>
        Joined {formatDay(m.joinedAt)} · {m.total_posts} {m.total_posts === 1 ? 'blog' : 'blogs'} · {m.reports} {m.reports === 1 ? 'report' : 'reports'} against them
        {m.suspended_until && ` · suspended until ${formatDay(m.suspended_until)}`}
      </AdminMeta>
      {canSetRoles && m.role !== 'admin' && (
        <AdminRow>
          {m.role === 'member' ? (
            <Button size="sm" variant="outline" loading={setRole.isPending} onClick={() => void change('moderator')}>
              Make moderator
            </Button>
          ) : (
            <Button size="sm" variant="outline" tone="danger" loading={setRole.isPending} onClick={() => void change('member')}>
              Remove moderator
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
  useDocumentTitle('Members');
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim());
  const list = useInfiniteQuery(communityQueries.members(deferred));
  const members = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <AdminPage title="Members" intro={canSetRoles ? 'Everyone who joined, newest first. Admins appoint and remove moderators here.' : 'Everyone who joined, newest first.'}>
      <FormField label="Search members" hideLabel>
        <TextField type="search" icon={<Search aria-hidden />} placeholder="Search by username or name" value={query} onChange={(e) => setQuery(e.target.value)} />
      </FormField>
      {list.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading members">
          <Skeleton height="5rem" />
        </div>
      ) : list.isError ? (
        <ErrorState title="Could not load the members" detail={errorMessage(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : members.length === 0 ? (
        <EmptyState icon={<Users aria-hidden />} message="No members found" />
      ) : (
        <>
          <AdminList aria-label="Members">
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
