import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Divider } from '@/design/primitives/Divider';
import { ErrorState } from '@/design/primitives/ErrorState';
import { Skeleton, SkeletonText } from '@/design/primitives/Skeleton';
import { showProblem, useSession } from '@/lib';
import { communityQueries, userQueries } from '@/api';
import { EditProfileForm } from '../../forms/EditProfileForm.tsx';
import { ProfilePicture } from '../ProfilePicture';
import { SettingsSection } from '../SettingsSection';
import { TrustProgress } from '../TrustProgress';

/** /settings/edit-profile. */
export function EditProfilePage() {
  const session = useSession();
  const { t, i18n } = useLingui();
  const profile = useQuery(userQueries.ownProfile(session?.username ?? ''));
  // The thresholds of the next trust level; the standing shows once both are here.
  const site = useQuery(communityQueries.site());
  const progress = profile.data?.trust_progress;

  return (
    <SettingsSection title={t`Edit Profile`}>
      {profile.isPending ? (
        <div role="status" aria-busy="true" aria-label={t`Loading your profile`}>
          <Skeleton shape="circle" width="6rem" height="6rem" />
          <SkeletonText lines={4} />
        </div>
      ) : profile.isError ? (
        <ErrorState title={t`Could not load your profile`} detail={showProblem(profile.error, i18n)} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      ) : (
        <>
          <ProfilePicture src={session?.profile_img || profile.data.personal_info.profile_img} name={profile.data.personal_info.fullname} />
          <Divider />
          <EditProfileForm key={profile.data._id} profile={profile.data} />
          {progress && site.data && (
            <>
              <Divider />
              <TrustProgress level={profile.data.trust_level} progress={progress} thresholds={site.data.trust} />
            </>
          )}
        </>
      )}
    </SettingsSection>
  );
}
