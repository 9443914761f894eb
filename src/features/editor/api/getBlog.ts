import { useQuery } from '@tanstack/react-query';
import type { Blog } from '@/contract';
import { api } from '@/lib';

/** POST /get-blog in draft and edit mode: the author's own blog, reads not counted. */
export const getBlogForEdit = (blog_id: string) =>
  api<{ blog: Blog }>('/get-blog', { blog_id, draft: true, mode: 'edit' }, { auth: true }).then((r) => r.blog);

export function useBlogForEdit(blogId: string | undefined) {
  return useQuery({
    queryKey: ['blog', blogId, 'edit'],
    queryFn: () => getBlogForEdit(blogId!),
    enabled: Boolean(blogId),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
