import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib';

export const likedKey = (blogObjectId: string, username: string | undefined) => ['blog-liked', blogObjectId, username ?? null] as const;

/** POST /isliked-by-user (auth): whether the signed-in reader likes the blog. */
export async function fetchIsLikedByUser(blogObjectId: string, signal?: AbortSignal) {
  const { result } = await api<{ result: boolean }>('/isliked-by-user', { _id: blogObjectId }, { auth: true, signal });
  return result;
}

export function useIsLikedByUser(blogObjectId: string | undefined, username: string | undefined) {
  return useQuery({
    queryKey: likedKey(blogObjectId ?? '', username),
    queryFn: ({ signal }) => fetchIsLikedByUser(blogObjectId!, signal),
    enabled: Boolean(blogObjectId && username),
  });
}
