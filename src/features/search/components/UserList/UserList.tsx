import { UserRound } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { READER_MESSAGES } from '@/contract';
import { EmptyState } from '@/design/primitives/EmptyState';
import { Skeleton } from '@/design/primitives/Skeleton';
import { ErrorState } from '@/design/primitives/ErrorState';
import { showProblem } from '@/lib';
import { useQuery } from '@tanstack/react-query';
import { userQueries } from '@/api';
import { UserCard } from '../UserCard';
import * as styles from './UserList.css';

/** Users matching the search, with loading, failure and 'No users found' states. */
export function UserList({ query }: { query: string }) {
  const users = useQuery(userQueries.search(query));
  const { t, i18n } = useLingui();
  if (users.isPending) {
    return (
      <div role="status" aria-label={t`Loading users`} aria-busy="true">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className={styles.skeletonRow} aria-hidden>
            <Skeleton shape="rect" className={styles.skeletonAvatar} />
            <div className={styles.skeletonStack}>
              <Skeleton shape="rect" className={styles.skeletonLine} width="8rem" />
              <Skeleton shape="rect" className={styles.skeletonLine} width="5rem" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (users.isError) return <ErrorState compact title={t`Could not load users`} detail={showProblem(users.error, i18n)} onRetry={() => void users.refetch()} retrying={users.isRefetching} />;
  if (users.data.length === 0) return <EmptyState compact message={i18n._(READER_MESSAGES.noUsers)} icon={<UserRound aria-hidden />} />;
  return (
    <ul className={styles.list} aria-label={t`Users`}>
      {users.data.map((u) => (
        <UserCard key={u.personal_info.username} user={u} />
      ))}
    </ul>
  );
}
