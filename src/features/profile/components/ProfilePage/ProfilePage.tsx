import { Link, useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { READER_MESSAGES, type Profile } from '@/contract';
import { BlogList, BlogListSkeleton, useSearchBlogs } from '@/features/feed';
import { PageNotFound } from '@/design/primitives/PageNotFound';
import { Skeleton } from '@/design/primitives/Skeleton';
import { ErrorState } from '@/design/primitives/ErrorState';
import { PageColumns } from '@/design/layouts/PageColumns';
import { useMediaQuery } from '@/design/hooks';
import { media } from '@/design/tokens';
import { ApiError, showProblem, useDocumentTitle, useSession } from '@/lib';
import { useQuery } from '@tanstack/react-query';
import { blogQueries, userQueries } from '@/api';
import { AuthorSeries } from '../AuthorSeries';
import { AboutUser } from '../AboutUser';
import { ContentMenu } from '@/features/moderation';
import { focusSubscribeForm, SubscribeForm } from '@/features/newsletter';
import { FollowButton } from '../FollowButton';
import { ProfileCard } from '../ProfileCard';
import * as styles from './ProfilePage.css';

function ProfileView({ profile }: { profile: Profile }) {
  const session = useSession();
  const small = useMediaQuery(media.small);
  const blogs = useSearchBlogs({ author: profile._id });
  const own = session?.username === profile.personal_info.username;
  const username = profile.personal_info.username;
  const { t, i18n } = useLingui();
  // The viewer's own view of the profile says whether they blocked its owner.
  const view = useQuery(userQueries.viewedBy(username, session && !own ? session.username : ''));
  const action = (
    <div className={styles.actions}>
      <FollowButton username={username} />
      <ContentMenu target="user" id={profile._id} what={t`member @${username}`} author={username} blocked={view.data?.is_blocked ?? false} onFollowByEmail={focusSubscribeForm} />
    </div>
  );
  const series = useQuery(blogQueries.userSeries(username));
  const card = <ProfileCard profile={profile} own={own} action={action} />;
  // Readers follow by e-mail without an account; an author does not subscribe to themselves.
  const subscribe = own ? null : <SubscribeForm username={username} fullname={profile.personal_info.fullname} />;
  return (
    <PageColumns
      label={t`Profile`}
      header={
        small ? (
          <div className={styles.aside}>
            {card}
            {subscribe}
          </div>
        ) : undefined
      }
      tabs={[
        {
          value: 'blogs',
          label: t`Blogs Published`,
          content: <BlogList list={blogs} label={t`Published blogs`} errorTitle={t`Could not load this user's blogs`} emptyTitle={i18n._(READER_MESSAGES.noUserBlogs)} />,
        },
        // Only an author with a series gets the tab.
        ...(series.data?.length ? [{ value: 'series', label: t`Series`, content: <AuthorSeries username={username} series={series.data} /> }] : []),
        { value: 'about', label: t`About User`, content: <AboutUser profile={profile} />, smallOnly: true },
      ]}
      asideLabel={t`About the user`}
      aside={
        <div className={styles.aside}>
          {card}
          {subscribe}
          <AboutUser profile={profile} />
        </div>
      }
    />
  );
}

function ProfileSkeleton() {
  const { t } = useLingui();
  return (
    <PageColumns
      label={t`Profile`}
      tabs={[{ value: 'blogs', label: t`Blogs Published`, content: <BlogListSkeleton count={3} label={t`Loading published blogs`} /> }]}
      header={
        <div className={styles.skeletonStack} role="status" aria-label={t`Loading the profile`}>
          <Skeleton shape="rect" className={styles.skeletonAvatar} />
          <Skeleton shape="rect" className={styles.skeletonTitle} width="10rem" />
          <Skeleton shape="rect" className={styles.skeletonLine} width="14rem" />
        </div>
      }
    />
  );
}

/** A user's profile (/user/:id, the id being the username). */
export function ProfilePage() {
  const { id: username = '' } = useParams();
  const profile = useQuery(userQueries.profile(username));
  const p = profile.data;
  const { t, i18n } = useLingui();
  useDocumentTitle(p ? `${p.personal_info.fullname} (@${p.personal_info.username})` : profile.isError ? (profile.error instanceof ApiError && profile.error.status === 404 ? t`Page not found` : t`Profile`) : undefined);
  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 404) return (
        <main>
          <PageNotFound linkAs={Link} what="user" message={t`The user you are looking for does not exist or has been removed. Let us get you back to reading.`} />
        </main>
      );
    return (
      <main className={styles.page}>
        <ErrorState title={t`Could not load this profile`} detail={showProblem(profile.error, i18n)} onRetry={() => void profile.refetch()} retrying={profile.isRefetching} />
      </main>
    );
  }
  return <ProfileView key={profile.data._id} profile={profile.data} />;
}
