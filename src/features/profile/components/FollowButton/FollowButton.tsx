import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UserCheck, UserPlus } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@/design/primitives/Button';
import { toast } from '@/design/primitives/Toaster';
import { showProblem, useSession } from '@/lib';
import { followUser, userQueries } from '@/api';

export interface FollowButtonProps {
  /** The author to follow. */
  username: string;
}

/** Follow or unfollow an author; a visitor is asked to sign in. The state comes from the viewer's own view of the profile. */
export function FollowButton({ username }: FollowButtonProps) {
  const session = useSession();
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const view = useQuery(userQueries.viewedBy(username, session?.username ?? ''));
  const follow = useMutation({ mutationFn: (following: boolean) => followUser(client, username, following) });
  const following = follow.isPending ? (follow.variables ?? false) : (view.data?.is_followed ?? false);

  async function toggle() {
    if (!session) return toast.error(t`Please sign in to follow authors`);
    try {
      await follow.mutateAsync(!following);
    } catch (err) {
      toast.error(showProblem(err, i18n));
    }
  }

  return (
    <Button
      size="sm"
      variant={following ? 'outline' : 'solid'}
      tone={following ? 'neutral' : 'accent'}
      aria-pressed={following}
      iconStart={following ? <UserCheck aria-hidden /> : <UserPlus aria-hidden />}
      loading={Boolean(session) && view.isPending}
      onClick={() => void toggle()}
    >
      {following ? t({ message: 'Following', context: 'follow button' }) : t`Follow`}
    </Button>
  );
}
