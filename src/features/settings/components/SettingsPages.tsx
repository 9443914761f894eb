import { ErrorState, Skeleton, SkeletonText } from '@/design';
import { errorMessage, useDocumentTitle, useSession } from '@/lib';
import { useQuery } from '@tanstack/react-query';
import { userQueries } from '@/api';
import { ChangePasswordForm } from '../forms/ChangePasswordForm.tsx';
import { EditProfileForm } from '../forms/EditProfileForm.tsx';
import { ProfilePicture } from './ProfilePicture.tsx';
import { SignOutEverywhere } from './SignOutEverywhere';
import * as styles from './Settings.css.ts';

/** /settings/edit-profile. */
export function EditProfilePage() {
  useDocumentTitle('Edit Profile');
  const session = useSession();
  const profile = useQuery(userQueries.ownProfile(session?.username ?? ''));

  return (
    <section className={styles.page} aria-labelledby="edit-profile-heading">
      <h1 id="edit-profile-heading" className={styles.heading}>
        Edit Profile
      </h1>
      {profile.isPending ? (
        <div className={styles.form} role="status" aria-busy="true" aria-label="Loading your profile">
          <Skeleton shape="circle" width="6rem" height="6rem" />
          <SkeletonText lines={4} />
        </div>
      ) : profile.isError ? (
        <ErrorState title="Could not load your profile" detail={errorMessage(profile.error)} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      ) : (
        <>
          <ProfilePicture src={session?.profile_img || profile.data.personal_info.profile_img} name={profile.data.personal_info.fullname} />
          <hr className={styles.rule} />
          <EditProfileForm key={profile.data._id} profile={profile.data} />
        </>
      )}
    </section>
  );
}

/** /settings/change-password. */
export function ChangePasswordPage() {
  useDocumentTitle('Change Password');
  return (
    <section className={styles.page} aria-labelledby="change-password-heading">
      <h1 id="change-password-heading" className={styles.heading}>
        Change Password
      </h1>
      <ChangePasswordForm />
      <hr className={styles.rule} />
      <SignOutEverywhere />
    </section>
  );
}
