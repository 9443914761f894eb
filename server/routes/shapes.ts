import type { CardRow } from '../store/blogs.ts';

/** Answer shapes built from store rows (API.md "Entities"); their schemas are in src/contract/answers.ts. */

export const personalInfo = (r: { fullname: string; username: string; profile_img: string }) => ({
  personal_info: { fullname: r.fullname, username: r.username, profile_img: r.profile_img },
});

export function toCard(r: CardRow) {
  return {
    blog_id: r.blog_id,
    title: r.title,
    des: r.des,
    banner: r.banner,
    tags: r.tags,
    publishedAt: r.published_at.toISOString(),
    activity: {
      total_likes: r.total_likes,
      total_comments: r.total_comments,
      total_reads: r.total_reads,
      total_parent_comments: r.total_parent_comments,
    },
    author: personalInfo(r),
  };
}

