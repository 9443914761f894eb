import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib';
import { SIMILAR_BLOGS_LIMIT, type BlogsAnswer } from '@/contract';

/** POST /search-blogs for Similar Blogs: any of the blog's tags, this blog excluded, at most 6. */
export async function fetchSimilarBlogs(tags: string[], blogId: string, signal?: AbortSignal) {
  const { blogs } = await api<BlogsAnswer>('/search-blogs', { multipleTags: tags, remove_blog: blogId, limit: SIMILAR_BLOGS_LIMIT, page: 1 }, { signal });
  return blogs.filter((b) => b.blog_id !== blogId).slice(0, SIMILAR_BLOGS_LIMIT);
}

export function useSimilarBlogs(tags: string[] | undefined, blogId: string | undefined) {
  return useQuery({
    queryKey: ['blogs', 'similar', blogId, tags],
    queryFn: ({ signal }) => fetchSimilarBlogs(tags!, blogId!, signal),
    enabled: Boolean(blogId && tags?.length),
  });
}
