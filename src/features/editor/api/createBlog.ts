import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditorData } from '@/contract';
import { api } from '@/lib';

export interface CreateBlogBody {
  title: string;
  banner: string;
  des: string;
  content: EditorData;
  tags: string[];
  draft: boolean;
  /** The blog_id when editing an existing blog. */
  id?: string;
}

/** POST /create-blog: saves a draft or publishes; answers the blog's id. */
export const createBlog = (body: CreateBlogBody) => api<{ id: string }>('/create-blog', body, { auth: true });

export function useCreateBlog() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createBlog,
    onSuccess: () => {
      // The dashboard lists and every blog view may now be out of date.
      void client.invalidateQueries({ queryKey: ['user-written-blogs'] });
      void client.invalidateQueries({ queryKey: ['blog'] });
    },
  });
}
