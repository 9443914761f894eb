import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogCard } from '@/contract';
import { api } from '@/lib';
import { removeFromList } from './userWrittenBlogs.ts';

/** POST /delete-blog. */
export const deleteBlog = (blog_id: string) => api<{ status: string }>('/delete-blog', { blog_id }, { auth: true });

/** Deletes a blog and removes it from the loaded lists (decrementing their totals). */
export function useDeleteBlog() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteBlog,
    onSuccess: (_answer, blogId) => {
      for (const [key] of client.getQueriesData({ queryKey: ['user-written-blogs'] })) {
        removeFromList<BlogCard>(client, key, (b) => b.blog_id !== blogId);
      }
      void client.invalidateQueries({ queryKey: ['blog', blogId] });
    },
  });
}
