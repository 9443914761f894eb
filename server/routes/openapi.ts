import { z } from 'zod';
import * as c from '../../src/contract/index.ts';

/** Answer shapes (API.md "Entities as the API returns them"), as zod so the document is generated. */
const personalInfo = z.object({ fullname: z.string(), username: z.string(), profile_img: z.string() });
const author = z.object({ personal_info: personalInfo });
const activity = z.object({ total_likes: z.number(), total_comments: z.number(), total_reads: z.number(), total_parent_comments: z.number() });
const card = z.object({ blog_id: z.string(), title: z.string(), des: z.string(), banner: z.string(), tags: z.array(z.string()), publishedAt: z.string(), activity, author });
const blog = card.extend({
  _id: z.string(),
  content: z.array(z.object({ time: z.number(), blocks: z.array(c.blockSchema), version: z.string() })),
  draft: z.boolean(),
  author: author.extend({ _id: z.string() }),
});
const session = z.object({ access_token: z.string(), username: z.string(), fullname: z.string(), profile_img: z.string(), email_verified: z.boolean() });
const comment = z.object({
  _id: z.string(),
  comment: z.string(),
  commentedAt: z.string(),
  commented_by: author,
  children: z.array(z.string()),
  isReply: z.boolean(),
  parent: z.string().nullable(),
});
const ref = z.object({ _id: z.string(), comment: z.string() });
const notification = z.object({
  _id: z.string(),
  type: z.enum(['like', 'comment', 'reply']),
  seen: z.boolean(),
  createdAt: z.string(),
  user: author,
  blog: z.object({ _id: z.string(), blog_id: z.string(), title: z.string() }),
  comment: ref.optional(),
  replied_on_comment: ref.optional(),
  reply: ref.optional(),
});
const profile = z.object({
  _id: z.string(),
  personal_info: personalInfo.extend({ bio: z.string(), email: z.string().optional() }),
  account_info: z.object({ total_posts: z.number(), total_reads: z.number() }),
  social_links: z.object({ youtube: z.string(), facebook: z.string(), twitter: z.string(), github: z.string(), instagram: z.string(), website: z.string() }),
  joinedAt: z.string(),
});
const blogs = z.object({ blogs: z.array(card) });
const total = z.object({ totalDocs: z.number() });
const done = z.object({ status: z.literal('done') });
const empty = z.object({});

interface Call {
  method: 'get' | 'post';
  path: string;
  auth: 'yes' | 'optional' | 'no';
  body?: z.ZodType;
  answer: z.ZodType;
  summary: string;
}

export const CALLS: Call[] = [
  { method: 'post', path: '/signin', auth: 'no', body: c.signinSchema, answer: session, summary: 'Sign in with e-mail and password' },
  { method: 'post', path: '/signup', auth: 'no', body: c.signupSchema, answer: session, summary: 'Create an account' },
  { method: 'post', path: '/google-auth', auth: 'no', body: c.googleAuthSchema, answer: session, summary: 'Sign in with a Firebase ID token from Google' },
  { method: 'get', path: '/get-upload-url', auth: 'yes', answer: z.object({ uploadURL: z.string() }), summary: 'A signed single-use URL to PUT one image to' },
  { method: 'get', path: '/new-notification', auth: 'yes', answer: z.object({ new_notification_available: z.boolean() }), summary: 'Whether an unseen notification exists' },
  { method: 'post', path: '/get-blog', auth: 'optional', body: c.getBlogSchema, answer: z.object({ blog }), summary: 'One blog; counts a read' },
  { method: 'post', path: '/create-blog', auth: 'yes', body: c.createBlogSchema, answer: z.object({ id: z.string() }), summary: 'Create, edit, publish or save a draft' },
  { method: 'post', path: '/latest-blogs', auth: 'no', body: c.latestBlogsSchema, answer: blogs, summary: 'Published blogs, newest first, 10 a page' },
  { method: 'get', path: '/trending-blogs', auth: 'no', answer: blogs, summary: 'The 10 trending blogs' },
  { method: 'post', path: '/search-blogs', auth: 'no', body: c.searchBlogsSchema, answer: blogs, summary: 'Published blogs by tag, text, author' },
  { method: 'post', path: '/all-latest-blogs-count', auth: 'no', body: empty, answer: total, summary: 'Number of published blogs' },
  { method: 'post', path: '/search-blogs-count', auth: 'no', body: c.searchBlogsCountSchema, answer: total, summary: 'Number of blogs search-blogs pages through' },
  { method: 'post', path: '/search-users', auth: 'no', body: c.searchUsersSchema, answer: z.object({ users: z.array(author) }), summary: 'Users by username or full name' },
  { method: 'post', path: '/get-profile', auth: 'optional', body: c.getProfileSchema, answer: profile, summary: 'A profile by username' },
  { method: 'post', path: '/isliked-by-user', auth: 'yes', body: c.idPayloadSchema, answer: z.object({ result: z.boolean() }), summary: 'Whether the caller likes the blog' },
  { method: 'post', path: '/like-blog', auth: 'yes', body: c.likeBlogSchema, answer: z.object({ liked_by_user: z.boolean() }), summary: 'Like or unlike' },
  { method: 'post', path: '/add-comment', auth: 'yes', body: c.addCommentSchema, answer: comment, summary: 'Comment on a blog or reply to a comment' },
  { method: 'post', path: '/get-blog-comments', auth: 'no', body: c.getBlogCommentsSchema, answer: z.array(comment), summary: 'Top-level comments, newest first, 10 at a time' },
  { method: 'post', path: '/get-replies', auth: 'no', body: c.getRepliesSchema, answer: z.object({ replies: z.array(comment) }), summary: 'Replies, oldest first, 10 at a time' },
  { method: 'post', path: '/delete-comment', auth: 'yes', body: c.idPayloadSchema, answer: done, summary: 'Delete a comment and its replies' },
  { method: 'post', path: '/signout', auth: 'yes', body: empty, answer: done, summary: 'End the session of this token; other devices stay signed in' },
  { method: 'post', path: '/signout-everywhere', auth: 'yes', body: empty, answer: done, summary: 'End every session of the caller' },
  { method: 'post', path: '/change-password', auth: 'yes', body: c.changePasswordSchema, answer: z.object({ status: z.string(), access_token: z.string() }), summary: 'Change the password; older tokens end' },
  { method: 'post', path: '/update-profile-img', auth: 'yes', body: c.updateProfileImgSchema, answer: z.object({ profile_img: z.string() }), summary: 'Set the profile picture to an uploaded image' },
  { method: 'post', path: '/update-profile', auth: 'yes', body: c.profileSchema, answer: z.object({ username: z.string() }), summary: 'Username, bio and social links' },
  { method: 'post', path: '/get-notifications', auth: 'yes', body: c.getNotificationsSchema, answer: z.object({ notifications: z.array(notification) }), summary: 'Notifications, newest first, 10 a page; marks them seen' },
  { method: 'post', path: '/all-notifications-count', auth: 'yes', body: c.notificationsCountSchema, answer: total, summary: 'Number of notifications of a filter' },
  { method: 'post', path: '/user-written-blogs', auth: 'yes', body: c.userWrittenBlogsSchema, answer: blogs, summary: "The caller's blogs or drafts" },
  { method: 'post', path: '/user-written-blogs-count', auth: 'yes', body: c.userWrittenBlogsCountSchema, answer: total, summary: "Number of the caller's blogs or drafts" },
  { method: 'post', path: '/delete-blog', auth: 'yes', body: c.deleteBlogSchema, answer: done, summary: 'Delete a blog with its comments, likes and notifications' },
  { method: 'get', path: '/health', auth: 'no', answer: z.object({ status: z.literal('ok'), database: z.string() }), summary: 'Up, with the database reachable' },
];

const json = (schema: z.ZodType, io: 'input' | 'output') => {
  const s = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  delete s.$schema;
  return s;
};

/** The OpenAPI 3.1 document of every call, generated from the contract's zod schemas. */
export function openApiDocument(serverUrl: string) {
  const error = { description: 'An error a person can read', content: { 'application/json': { schema: { type: 'object', properties: { error: { type: 'string' } }, required: ['error'] } } } };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of CALLS) {
    paths[call.path] = {
      [call.method]: {
        summary: call.summary,
        ...(call.auth === 'yes' ? { security: [{ bearer: [] }] } : call.auth === 'optional' ? { security: [{}, { bearer: [] }] } : {}),
        ...(call.body ? { requestBody: { required: true, content: { 'application/json': { schema: json(call.body, 'input') } } } } : {}),
        responses: {
          200: { description: 'OK', content: { 'application/json': { schema: json(call.answer, 'output') } } },
          400: error,
          ...(call.auth === 'yes' ? { 401: error, 403: error } : {}),
          404: error,
          429: error,
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Inkwell API', version: '1.0.0', description: 'See API.md. Uploads: PUT the image to uploadURL (multipart field `file` or the raw body).' },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
