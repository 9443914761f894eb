import { z } from 'zod';
import * as a from './answers.ts';
import * as p from './schemas.ts';

/**
 * The call table: every call the browser makes (SPEC.md section 7, API.md), with its method, path,
 * payload and answer schemas and whether it needs a token. The server's OpenAPI document and its
 * tests read it; the app's data layer names calls from it. Paths are under the API base (`/api`).
 */
export interface CallSpec {
  method: 'GET' | 'POST';
  path: string;
  /** yes: a token is required; optional: a token changes the answer; no: public. */
  auth: 'yes' | 'optional' | 'no';
  payload?: z.ZodType;
  answer: z.ZodType;
  summary: string;
}

const empty = z.object({});
const call = <const C extends CallSpec>(c: C) => c;

export const CALLS = {
  signin: call({ method: 'POST', path: '/signin', auth: 'no', payload: p.signinSchema, answer: a.sessionSchema, summary: 'Sign in with e-mail and password' }),
  signup: call({ method: 'POST', path: '/signup', auth: 'no', payload: p.signupSchema, answer: a.sessionSchema, summary: 'Create an account' }),
  googleAuth: call({ method: 'POST', path: '/google-auth', auth: 'no', payload: p.googleAuthSchema, answer: a.sessionSchema, summary: 'Sign in with a Firebase ID token from Google' }),
  signout: call({ method: 'POST', path: '/signout', auth: 'yes', payload: empty, answer: a.doneAnswerSchema, summary: 'End the session of this token; other devices stay signed in' }),
  signoutEverywhere: call({ method: 'POST', path: '/signout-everywhere', auth: 'yes', payload: empty, answer: a.doneAnswerSchema, summary: 'End every session of the caller' }),
  getUploadUrl: call({ method: 'GET', path: '/get-upload-url', auth: 'yes', answer: z.strictObject({ uploadURL: z.string() }), summary: 'A signed single-use URL to PUT one image to' }),
  newNotification: call({ method: 'GET', path: '/new-notification', auth: 'yes', answer: z.strictObject({ new_notification_available: z.boolean() }), summary: 'Whether an unseen notification exists' }),
  getBlog: call({ method: 'POST', path: '/get-blog', auth: 'optional', payload: p.getBlogSchema, answer: z.strictObject({ blog: a.blogSchema }), summary: 'One blog; counts a read' }),
  createBlog: call({ method: 'POST', path: '/create-blog', auth: 'yes', payload: p.createBlogSchema, answer: z.strictObject({ id: z.string() }), summary: 'Create, edit, publish or save a draft' }),
  latestBlogs: call({ method: 'POST', path: '/latest-blogs', auth: 'no', payload: p.latestBlogsSchema, answer: a.blogsAnswerSchema, summary: 'Published blogs, newest first, 10 a page' }),
  trendingBlogs: call({ method: 'GET', path: '/trending-blogs', auth: 'no', answer: a.blogsAnswerSchema, summary: 'The 10 trending blogs' }),
  searchBlogs: call({ method: 'POST', path: '/search-blogs', auth: 'no', payload: p.searchBlogsSchema, answer: a.blogsAnswerSchema, summary: 'Published blogs by tag, text, author' }),
  allLatestBlogsCount: call({ method: 'POST', path: '/all-latest-blogs-count', auth: 'no', payload: empty, answer: a.countAnswerSchema, summary: 'Number of published blogs' }),
  searchBlogsCount: call({ method: 'POST', path: '/search-blogs-count', auth: 'no', payload: p.searchBlogsCountSchema, answer: a.countAnswerSchema, summary: 'Number of blogs search-blogs pages through' }),
  searchUsers: call({ method: 'POST', path: '/search-users', auth: 'no', payload: p.searchUsersSchema, answer: z.strictObject({ users: z.array(a.authorSummarySchema) }), summary: 'Users by username or full name' }),
  getProfile: call({ method: 'POST', path: '/get-profile', auth: 'optional', payload: p.getProfileSchema, answer: a.profileAnswerSchema, summary: 'A profile by username (the e-mail only for its owner)' }),
  isLikedByUser: call({ method: 'POST', path: '/isliked-by-user', auth: 'yes', payload: p.idPayloadSchema, answer: z.strictObject({ result: z.boolean() }), summary: 'Whether the caller likes the blog' }),
  likeBlog: call({ method: 'POST', path: '/like-blog', auth: 'yes', payload: p.likeBlogSchema, answer: z.strictObject({ liked_by_user: z.boolean() }), summary: 'Like or unlike' }),
  addComment: call({ method: 'POST', path: '/add-comment', auth: 'yes', payload: p.addCommentSchema, answer: a.commentSchema, summary: 'Comment on a blog or reply to a comment' }),
  getBlogComments: call({ method: 'POST', path: '/get-blog-comments', auth: 'optional', payload: p.getBlogCommentsSchema, answer: z.array(a.commentSchema), summary: 'Top-level comments, newest first, 10 at a time' }),
  getReplies: call({ method: 'POST', path: '/get-replies', auth: 'optional', payload: p.getRepliesSchema, answer: z.strictObject({ replies: z.array(a.commentSchema) }), summary: 'Replies, oldest first, 10 at a time' }),
  deleteComment: call({ method: 'POST', path: '/delete-comment', auth: 'yes', payload: p.idPayloadSchema, answer: a.doneAnswerSchema, summary: 'Delete a comment and its replies' }),
  changePassword: call({ method: 'POST', path: '/change-password', auth: 'yes', payload: p.changePasswordSchema, answer: z.strictObject({ status: z.string(), access_token: z.string() }), summary: 'Change the password; older tokens end' }),
  updateProfileImg: call({ method: 'POST', path: '/update-profile-img', auth: 'yes', payload: p.updateProfileImgSchema, answer: z.strictObject({ profile_img: z.string() }), summary: 'Set the profile picture to an image the caller uploaded' }),
  updateProfile: call({ method: 'POST', path: '/update-profile', auth: 'yes', payload: p.profileSchema, answer: z.strictObject({ username: z.string() }), summary: 'Username, bio and social links' }),
  getNotifications: call({ method: 'POST', path: '/get-notifications', auth: 'yes', payload: p.getNotificationsSchema, answer: z.strictObject({ notifications: z.array(a.notificationSchema) }), summary: 'Notifications, newest first, 10 a page; marks them seen' }),
  allNotificationsCount: call({ method: 'POST', path: '/all-notifications-count', auth: 'yes', payload: p.notificationsCountSchema, answer: a.countAnswerSchema, summary: 'Number of notifications of a filter' }),
  userWrittenBlogs: call({ method: 'POST', path: '/user-written-blogs', auth: 'yes', payload: p.userWrittenBlogsSchema, answer: z.strictObject({ blogs: z.array(a.ownBlogCardSchema) }), summary: "The caller's blogs or drafts" }),
  userWrittenBlogsCount: call({ method: 'POST', path: '/user-written-blogs-count', auth: 'yes', payload: p.userWrittenBlogsCountSchema, answer: a.countAnswerSchema, summary: "Number of the caller's blogs or drafts" }),
  deleteBlog: call({ method: 'POST', path: '/delete-blog', auth: 'yes', payload: p.deleteBlogSchema, answer: a.doneAnswerSchema, summary: 'Delete a blog with its comments, likes and notifications' }),
  health: call({ method: 'GET', path: '/health', auth: 'no', answer: z.strictObject({ status: z.literal('ok'), database: z.string() }), summary: 'Up, with the database reachable' }),
} as const;

export type CallName = keyof typeof CALLS;
/** What a call takes (before defaults apply). */
export type PayloadOf<N extends CallName> = (typeof CALLS)[N] extends { payload: infer S extends z.ZodType } ? z.input<S> : undefined;
/** What a call answers. */
export type AnswerOf<N extends CallName> = z.output<(typeof CALLS)[N]['answer']>;

/** The call of a method and path, if the table has one. */
export function callOf(method: string, path: string): CallSpec | undefined {
  return Object.values(CALLS).find((c) => c.method === method.toUpperCase() && c.path === path);
}
