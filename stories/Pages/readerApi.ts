/** Fixture answers for the reader's calls, shared by the page stories and the screenshot tests. */
import type { Blog, BlogCard, Comment } from '@/contract';
import { blog, blogCard, blogCards, comment, profileAda } from '@/testing/fixtures';
import type { ApiHandlers } from '@/testing/mockApi';

export const manyBlogs: BlogCard[] = Array.from({ length: 25 }, (_, i) => blogCard(i + 1));

/** Pages of 10 out of `all`, like the server. */
const paged = (all: BlogCard[]) => (body: unknown) => {
  const page = (body as { page?: number })?.page ?? 1;
  return { blogs: all.slice((page - 1) * 10, page * 10) };
};

export function homeApi(latest: BlogCard[] = manyBlogs, trending: BlogCard[] = blogCards): ApiHandlers {
  return {
    '/latest-blogs': paged(latest),
    '/all-latest-blogs-count': () => ({ totalDocs: latest.length }),
    '/trending-blogs': () => ({ blogs: trending }),
    '/search-blogs': (body) => {
      const tag = (body as { tag?: string }).tag;
      const found = tag === 'tech' ? latest.slice(0, 3) : [];
      return paged(found)(body);
    },
    '/search-blogs-count': (body) => ({ totalDocs: (body as { tag?: string }).tag === 'tech' ? 3 : 0 }),
  };
}

export const threadComments: Comment[] = [
  comment(1, { children: ['reply-1', 'reply-2'] }),
  comment(2),
  comment(3, { comment: 'A longer comment that goes on for a while, to show how the text wraps inside the panel on a small screen and on a wide one, without anything being cut off at the edge.' }),
];
export const threadReplies: Comment[] = [
  comment(4, { _id: 'reply-1', isReply: true, parent: 'comment-1', comment: 'Agreed, the diagrams help a lot.' }),
  comment(5, { _id: 'reply-2', isReply: true, parent: 'comment-1', comment: 'Thank you both!' }),
];

export function blogApi(b: Blog = blog, comments: Comment[] = threadComments): ApiHandlers {
  const withCounts: Blog = { ...b, activity: { ...b.activity, total_parent_comments: comments.length, total_comments: comments.length + 2 } };
  return {
    '/get-blog': () => ({ blog: withCounts }),
    '/isliked-by-user': () => ({ result: false }),
    '/like-blog': (body) => ({ liked_by_user: !(body as { isLikedByUser: boolean }).isLikedByUser }),
    '/search-blogs': () => ({ blogs: blogCards.slice(1, 4) }),
    '/get-blog-comments': () => comments,
    '/get-replies': () => ({ replies: threadReplies }),
    '/add-comment': (body) => {
      const { comment: text, replying_to } = body as { comment: string; replying_to?: string };
      return comment(90, { _id: `new-${Date.now()}`, comment: text, commentedAt: new Date().toISOString(), isReply: Boolean(replying_to), parent: replying_to ?? null });
    },
    '/delete-comment': () => ({ status: 'done' }),
  };
}

export function profileApi(blogs: BlogCard[] = blogCards.filter((b) => b.author.personal_info.username === 'ada')): ApiHandlers {
  return {
    '/get-profile': () => profileAda,
    '/search-blogs': paged(blogs),
    '/search-blogs-count': () => ({ totalDocs: blogs.length }),
  };
}

export function searchApi(blogs: BlogCard[] = blogCards, users = [blog.author, blogCards[1].author]): ApiHandlers {
  return {
    '/search-blogs': paged(blogs),
    '/search-blogs-count': () => ({ totalDocs: blogs.length }),
    '/search-users': () => ({ users }),
  };
}

export { withAppFromParameters } from '@/testing/storyHelpers';
