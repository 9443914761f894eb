import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AnswerOf, ChangePasswordInput, profileSchema, UpdatePreferencesInput } from '@/contract';
import { ApiError, request, sessionStore } from '@/lib';

/**
 * A profile read by its owner carries the e-mail, one read by anyone else does not: the two are
 * different answers and live under different keys.
 */
export const userKeys = {
  profiles: ['profile'] as const,
  profile: (username: string) => ['profile', username] as const,
  ownProfile: (username: string) => ['profile', username, 'own'] as const,
  /** A profile as a signed-in member sees it: whether they follow its owner. */
  viewedBy: (username: string, viewer: string) => ['profile', username, 'viewer', viewer] as const,
  search: (query: string) => ['users', 'search', query] as const,
};

/** POST /get-profile: a user's public profile by username (404 when unknown). */
export const fetchProfile = (username: string, signal?: AbortSignal) => request('getProfile', { username }, { signal });
/** POST /get-profile signed in as that user: the answer carries the owner's e-mail. */
export const fetchOwnProfile = (username: string, signal?: AbortSignal) => request('getProfile', { username }, { auth: true, signal });
/** POST /search-users: users whose username or full name matches (20 at most). */
export const fetchSearchUsers = async (query: string, signal?: AbortSignal) => (await request('searchUsers', { query }, { signal })).users;

export const userQueries = {
  profile: (username: string) =>
    queryOptions({
      queryKey: userKeys.profile(username),
      queryFn: ({ signal }) => fetchProfile(username, signal),
      retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 1,
    }),
  ownProfile: (username: string) =>
    queryOptions({ queryKey: userKeys.ownProfile(username), queryFn: ({ signal }) => fetchOwnProfile(username, signal), enabled: Boolean(username), staleTime: 0 }),
  viewedBy: (username: string, viewer: string) =>
    queryOptions({ queryKey: userKeys.viewedBy(username, viewer), queryFn: ({ signal }) => request('getProfile', { username }, { auth: true, signal }), enabled: Boolean(username && viewer) }),
  search: (query: string) => queryOptions({ queryKey: userKeys.search(query), queryFn: ({ signal }) => fetchSearchUsers(query, signal), enabled: query.trim().length > 0 }),
};

/** POST /update-profile-img: the picture's stored address becomes the profile picture. */
export const updateProfileImg = (url: string) => request('updateProfileImg', { url });
/** What the profile form sends once its schema has normalised it. */
export type UpdateProfileBody = z.output<typeof profileSchema>;
/** POST /update-profile. */
export const updateProfile = (body: UpdateProfileBody) => request('updateProfile', body);
/** POST /change-password: the answer carries a fresh token (the change ends every earlier one). */
export const changePassword = (body: ChangePasswordInput) => request('changePassword', body);

/**
 * POST /update-preferences: the member's language and theme (the fields given). Their own profile,
 * which carries both, learns the stored values.
 */
export async function updatePreferences(client: QueryClient, username: string, change: UpdatePreferencesInput) {
  const saved = await request('updatePreferences', change);
  client.setQueryData<AnswerOf<'getProfile'>>(userKeys.ownProfile(username), (own) => own && { ...own, ...saved });
  return saved;
}

/** A new name or picture shows in the session and every profile (and, on the server, every card). */
export function afterProfileChanged(client: QueryClient, patch: { username?: string; profile_img?: string }) {
  sessionStore.update(patch);
  void client.invalidateQueries({ queryKey: userKeys.profiles });
}

/** The change ended every earlier token, this one too: keep the fresh one the answer carries. */
export const afterPasswordChanged = ({ access_token }: { access_token: string }) => sessionStore.update({ access_token });

/** POST /follow; every view of that profile (counts, the follow state) is read again. */
export async function followUser(client: QueryClient, username: string, following: boolean) {
  const answer = await request('follow', { username, following });
  await client.invalidateQueries({ queryKey: userKeys.profile(username) });
  return answer;
}
