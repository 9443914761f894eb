import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput, Profile, SocialLinks } from '@/contract';
import { api, sessionStore } from '@/lib';

/** POST /get-profile (signed in, so the answer carries the viewer's own e-mail). */
export const getProfile = (username: string) => api<Profile>('/get-profile', { username }, { auth: true });

export const profileKey = (username: string) => ['profile', username] as const;

export function useOwnProfile(username: string) {
  return useQuery({ queryKey: profileKey(username), queryFn: () => getProfile(username), enabled: Boolean(username), staleTime: 0 });
}

/** POST /update-profile-img: the picture's stored address becomes the profile picture. */
export const updateProfileImg = (url: string) => api<{ profile_img: string }>('/update-profile-img', { url }, { auth: true });

export interface UpdateProfileBody {
  username: string;
  bio: string;
  social_links: SocialLinks;
}
/** POST /update-profile. */
export const updateProfile = (body: UpdateProfileBody) => api<{ username: string }>('/update-profile', body, { auth: true });

/** POST /change-password. */
export const changePassword = (body: ChangePasswordInput) => api<{ status: string; access_token: string }>('/change-password', body, { auth: true });

export function useUpdateProfileImg() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfileImg,
    onSuccess: ({ profile_img }) => {
      sessionStore.update({ profile_img });
      void client.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ username }) => {
      // SPEC.md: after a profile save, a username change updates the stored session.
      sessionStore.update({ username });
      void client.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}

export function useChangePassword() {
  // The change ends every earlier token, this one too: keep the fresh one the answer carries.
  return useMutation({ mutationFn: changePassword, onSuccess: ({ access_token }) => sessionStore.update({ access_token }) });
}
