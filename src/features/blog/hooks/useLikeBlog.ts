import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import type { Blog } from '@/contract';
import { blogKeys, likeBlog } from '@/api';
import { showProblem } from '@/lib';
import { toast } from '@/design/primitives/Toaster';

interface LikeVars {
  liked: boolean;
}

/**
 * The like toggle, optimistic (SPEC.md section 4): the heart and the count change at once; if the
 * call fails both roll back and a toast says why.
 */
export function useLikeBlog(blog: Pick<Blog, '_id' | 'blog_id'>, username: string | undefined) {
  const client = useQueryClient();
  const { i18n } = useLingui();
  const liked = blogKeys.liked(blog._id, username);
  const key = blogKeys.one(blog.blog_id);
  return useMutation({
    mutationFn: ({ liked: wasLiked }: LikeVars) => likeBlog(blog._id, wasLiked),
    onMutate: async ({ liked: wasLiked }: LikeVars) => {
      await Promise.all([client.cancelQueries({ queryKey: liked }), client.cancelQueries({ queryKey: key })]);
      const before = { liked: client.getQueryData<boolean>(liked), blog: client.getQueryData<Blog>(key) };
      client.setQueryData<boolean>(liked, !wasLiked);
      client.setQueryData<Blog>(key, (b) =>
        b && { ...b, activity: { ...b.activity, total_likes: Math.max(0, b.activity.total_likes + (wasLiked ? -1 : 1)) } },
      );
      return before;
    },
    onError: (err, { liked: wasLiked }, before) => {
      if (before) {
        // The heart goes back to what the reader saw when pressing it. Before the reader's like state
        // had arrived there was nothing cached to restore (and setting undefined changes nothing), so
        // the shown state, `wasLiked`, is put back; the server is then asked again.
        client.setQueryData(liked, before.liked ?? wasLiked);
        client.setQueryData(key, before.blog);
        if (before.liked === undefined) void client.invalidateQueries({ queryKey: liked });
      }
      toast.error(showProblem(err, i18n));
    },
    onSuccess: (answer) => {
      if (typeof answer?.liked_by_user === 'boolean') client.setQueryData(liked, answer.liked_by_user);
    },
  });
}
