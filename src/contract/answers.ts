import { z } from 'zod';
import { blockSchema } from './schemas.ts';

/*
 * Every answer the API gives, as zod (API.md "Entities as the API returns them"). Strict objects: a
 * field the contract does not name is a fault the API tests catch (a leaked column, a typo), not
 * something a browser silently receives. The app's types are inferred from these (types.ts).
 */

const personalInfo = z.strictObject({ fullname: z.string(), username: z.string(), profile_img: z.string() });
export const authorSummarySchema = z.strictObject({ personal_info: personalInfo });
const activity = z.strictObject({ total_likes: z.number(), total_comments: z.number(), total_reads: z.number(), total_parent_comments: z.number() });

export const blogCardSchema = z.strictObject({
  blog_id: z.string(),
  title: z.string(),
  des: z.string(),
  banner: z.string(),
  tags: z.array(z.string()),
  publishedAt: z.string(),
  activity,
  author: authorSummarySchema,
});
/** A card in the author's own lists: whether it is a draft. */
export const ownBlogCardSchema = blogCardSchema.extend({ draft: z.boolean() });

export const editorBlockSchema = blockSchema;
export const storedContentSchema = z.strictObject({ time: z.number(), blocks: z.array(blockSchema), version: z.string() });

export const blogSchema = blogCardSchema.extend({
  _id: z.string(),
  content: z.tuple([storedContentSchema]),
  draft: z.boolean(),
  author: z.strictObject({ _id: z.string(), personal_info: personalInfo }),
});

export const sessionSchema = z.strictObject({
  access_token: z.string(),
  username: z.string(),
  fullname: z.string(),
  profile_img: z.string(),
  /** Whether the owner proved the e-mail (Google sign-in does; a password sign-up not yet). */
  email_verified: z.boolean(),
});

export const socialLinksAnswerSchema = z.strictObject({
  youtube: z.string(),
  facebook: z.string(),
  twitter: z.string(),
  github: z.string(),
  instagram: z.string(),
  website: z.string(),
});

export const profileAnswerSchema = z.strictObject({
  _id: z.string(),
  personal_info: personalInfo.extend({ bio: z.string(), email: z.string().optional(), email_verified: z.boolean().optional(), has_password: z.boolean().optional() }),
  account_info: z.strictObject({ total_posts: z.number(), total_reads: z.number() }),
  social_links: socialLinksAnswerSchema,
  joinedAt: z.string(),
  followers: z.number(),
  following: z.number(),
  /** Whether the signed-in caller follows this member (absent for visitors and on one's own profile). */
  is_followed: z.boolean().optional(),
});

export const commentSchema = z.strictObject({
  _id: z.string(),
  comment: z.string(),
  commentedAt: z.string(),
  /** null: the author deleted their account; the comment stays as [deleted] because it has replies. */
  commented_by: authorSummarySchema.nullable(),
  children: z.array(z.string()),
  isReply: z.boolean(),
  parent: z.string().nullable(),
  /** The blog's `_id`. */
  blog_id: z.string(),
});

const commentRef = z.strictObject({ _id: z.string(), comment: z.string() });
export const notificationSchema = z.strictObject({
  _id: z.string(),
  type: z.enum(['like', 'comment', 'reply']),
  seen: z.boolean(),
  createdAt: z.string(),
  user: authorSummarySchema,
  blog: z.strictObject({ _id: z.string(), blog_id: z.string(), title: z.string(), author: z.string() }),
  comment: commentRef.optional(),
  replied_on_comment: commentRef.optional(),
  reply: commentRef.optional(),
});

/** A reading-list entry: the card, or null once the blog is gone; title and author stay. */
export const bookmarkEntrySchema = z.strictObject({
  saved_at: z.string(),
  title: z.string(),
  author: z.strictObject({ fullname: z.string(), username: z.string() }),
  blog: blogCardSchema.nullable(),
});

export const blogsAnswerSchema = z.strictObject({ blogs: z.array(blogCardSchema) });
export const countAnswerSchema = z.strictObject({ totalDocs: z.number() });
export const doneAnswerSchema = z.strictObject({ status: z.literal('done') });
export const errorAnswerSchema = z.strictObject({ error: z.string() });
