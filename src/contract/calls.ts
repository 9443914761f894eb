import { z } from 'zod';
import * as a from './answers.ts';
import * as p from './schemas.ts';
import { CALL_ROUTES, type CallName, type CallRoute } from './routes.ts';

/**
 * The call table: every call the browser makes (SPEC.md section 7, API.md), with its method, path,
 * payload and answer schemas and whether it needs a token. The server's OpenAPI document and its
 * tests read it; the app's data layer names calls from it. Paths are under the API base (`/api`).
 */
export interface CallSpec extends CallRoute {
  payload?: z.ZodType;
  answer: z.ZodType;
  summary: string;
}

const empty = z.object({});
const call = <const C extends CallSpec>(c: C) => c;

export const CALLS = {
  signin: call({ ...CALL_ROUTES.signin, payload: p.signinSchema, answer: a.sessionSchema, summary: 'Sign in with e-mail and password' }),
  signup: call({ ...CALL_ROUTES.signup, payload: p.signupSchema, answer: a.sessionSchema, summary: 'Create an account' }),
  googleAuth: call({ ...CALL_ROUTES.googleAuth, payload: p.googleAuthSchema, answer: a.sessionSchema, summary: 'Sign in with a Firebase ID token from Google' }),
  signout: call({ ...CALL_ROUTES.signout, payload: empty, answer: a.doneAnswerSchema, summary: 'End the session of this token; other devices stay signed in' }),
  signoutEverywhere: call({ ...CALL_ROUTES.signoutEverywhere, payload: empty, answer: a.doneAnswerSchema, summary: 'End every session of the caller' }),
  getUploadUrl: call({ ...CALL_ROUTES.getUploadUrl, answer: z.strictObject({ uploadURL: z.string() }), summary: 'A signed single-use URL to PUT one image to' }),
  finishUpload: call({
    ...CALL_ROUTES.finishUpload,
    payload: p.updateProfileImgSchema,
    answer: a.uploadedImageSchema,
    summary: 'After a PUT straight to object storage: the server makes the image (variants, placeholder, size) and answers it as the PUT to this server does',
  }),
  copyImage: call({
    ...CALL_ROUTES.copyImage,
    payload: p.copyImageSchema,
    answer: a.uploadedImageSchema,
    summary: 'An image at an http(s) address made an upload of the caller (fetched by the server, counted in the hourly upload quota), answered as a PUT is',
  }),
  newNotification: call({ ...CALL_ROUTES.newNotification, answer: z.strictObject({ new_notification_available: z.boolean() }), summary: 'Whether an unseen notification exists' }),
  getBlog: call({ ...CALL_ROUTES.getBlog, payload: p.getBlogSchema, answer: z.strictObject({ blog: a.blogSchema }), summary: 'One blog; counts a read (`review: true`: the draft for its author and reviewers, no read counted)' }),
  countRead: call({
    ...CALL_ROUTES.countRead,
    payload: p.countReadSchema,
    answer: z.strictObject({ counted: z.boolean() }),
    summary: 'Counts a read of a blog whose page arrived rendered (get-blog was not asked); not for its author',
  }),
  createBlog: call({
    ...CALL_ROUTES.createBlog,
    payload: p.createBlogSchema,
    answer: z.strictObject({ id: z.string() }),
    summary: 'Create, edit, publish, schedule or save a draft (409 with the stored blog when it changed since `version`)',
  }),
  latestBlogs: call({ ...CALL_ROUTES.latestBlogs, payload: p.latestBlogsSchema, answer: a.blogsAnswerSchema, summary: 'Published blogs, newest first, 10 a page' }),
  trendingBlogs: call({ ...CALL_ROUTES.trendingBlogs, answer: a.blogsAnswerSchema, summary: 'The 10 trending blogs' }),
  searchBlogs: call({ ...CALL_ROUTES.searchBlogs, payload: p.searchBlogsSchema, answer: a.blogsAnswerSchema, summary: 'Published blogs by tag, text, author' }),
  allLatestBlogsCount: call({ ...CALL_ROUTES.allLatestBlogsCount, payload: empty, answer: a.countAnswerSchema, summary: 'Number of published blogs' }),
  searchBlogsCount: call({ ...CALL_ROUTES.searchBlogsCount, payload: p.searchBlogsCountSchema, answer: a.countAnswerSchema, summary: 'Number of blogs search-blogs pages through' }),
  searchUsers: call({ ...CALL_ROUTES.searchUsers, payload: p.searchUsersSchema, answer: z.strictObject({ users: z.array(a.authorSummarySchema) }), summary: 'Users by username or full name' }),
  getProfile: call({ ...CALL_ROUTES.getProfile, payload: p.getProfileSchema, answer: a.profileAnswerSchema, summary: 'A profile by username (the e-mail only for its owner)' }),
  isLikedByUser: call({ ...CALL_ROUTES.isLikedByUser, payload: p.idPayloadSchema, answer: z.strictObject({ result: z.boolean() }), summary: 'Whether the caller likes the blog' }),
  likeBlog: call({ ...CALL_ROUTES.likeBlog, payload: p.likeBlogSchema, answer: z.strictObject({ liked_by_user: z.boolean() }), summary: 'Like or unlike' }),
  addComment: call({ ...CALL_ROUTES.addComment, payload: p.addCommentSchema, answer: a.commentSchema, summary: 'Comment on a blog or reply to a comment' }),
  getBlogComments: call({ ...CALL_ROUTES.getBlogComments, payload: p.getBlogCommentsSchema, answer: z.array(a.commentSchema), summary: 'Top-level comments, newest first, 10 at a time' }),
  getReplies: call({ ...CALL_ROUTES.getReplies, payload: p.getRepliesSchema, answer: z.strictObject({ replies: z.array(a.commentSchema) }), summary: 'Replies, oldest first, 10 at a time' }),
  deleteComment: call({ ...CALL_ROUTES.deleteComment, payload: p.idPayloadSchema, answer: a.doneAnswerSchema, summary: 'Delete a comment and its replies' }),
  changePassword: call({ ...CALL_ROUTES.changePassword, payload: p.changePasswordSchema, answer: z.strictObject({ status: z.string(), access_token: z.string() }), summary: 'Change the password; older tokens end' }),
  updateProfileImg: call({ ...CALL_ROUTES.updateProfileImg, payload: p.updateProfileImgSchema, answer: z.strictObject({ profile_img: z.string() }), summary: 'Set the profile picture to an image the caller uploaded' }),
  updateProfile: call({ ...CALL_ROUTES.updateProfile, payload: p.profileSchema, answer: z.strictObject({ username: z.string() }), summary: 'Username, bio and social links' }),
  getNotifications: call({ ...CALL_ROUTES.getNotifications, payload: p.getNotificationsSchema, answer: z.strictObject({ notifications: z.array(a.notificationSchema) }), summary: 'Notifications, newest first, 10 a page; marks them seen' }),
  allNotificationsCount: call({ ...CALL_ROUTES.allNotificationsCount, payload: p.notificationsCountSchema, answer: a.countAnswerSchema, summary: 'Number of notifications of a filter' }),
  userWrittenBlogs: call({ ...CALL_ROUTES.userWrittenBlogs, payload: p.userWrittenBlogsSchema, answer: z.strictObject({ blogs: z.array(a.ownBlogCardSchema) }), summary: "The caller's blogs or drafts" }),
  userWrittenBlogsCount: call({ ...CALL_ROUTES.userWrittenBlogsCount, payload: p.userWrittenBlogsCountSchema, answer: a.countAnswerSchema, summary: "Number of the caller's blogs or drafts" }),
  deleteBlog: call({ ...CALL_ROUTES.deleteBlog, payload: p.deleteBlogSchema, answer: a.doneAnswerSchema, summary: 'Delete a blog with its comments, likes and notifications' }),
  health: call({ ...CALL_ROUTES.health, answer: z.strictObject({ status: z.literal('ok'), database: z.string() }), summary: 'Up, with the database reachable' }),
  requestPasswordReset: call({ ...CALL_ROUTES.requestPasswordReset, payload: p.requestPasswordResetSchema, answer: z.strictObject({ status: z.literal('sent') }), summary: 'Mail a password reset link (the same answer for every address)' }),
  resetPassword: call({ ...CALL_ROUTES.resetPassword, payload: p.resetPasswordSchema, answer: a.sessionSchema, summary: 'Set a new password with a reset link; signs in and ends every other session' }),
  verifyEmail: call({ ...CALL_ROUTES.verifyEmail, payload: p.verifyEmailSchema, answer: z.strictObject({ status: z.literal('verified') }), summary: 'Confirm the e-mail with the link of the verification mail' }),
  resendVerification: call({ ...CALL_ROUTES.resendVerification, payload: empty, answer: z.strictObject({ status: z.literal('sent') }), summary: 'Send the verification mail again (at most once a minute)' }),
  getEmailSettings: call({ ...CALL_ROUTES.getEmailSettings, payload: empty, answer: p.emailSettingsAnswerSchema, summary: 'Which notification mail the caller gets' }),
  updateEmailSettings: call({ ...CALL_ROUTES.updateEmailSettings, payload: p.emailSettingsSchema, answer: p.emailSettingsAnswerSchema, summary: 'Switch notification mail on or off, or to a daily digest' }),
  updatePreferences: call({
    ...CALL_ROUTES.updatePreferences,
    payload: p.updatePreferencesSchema,
    answer: a.preferencesSchema,
    summary: "Set the caller's language (null: the browser's) and theme (light, dark or system); the answer is what is stored",
  }),
  unsubscribe: call({ ...CALL_ROUTES.unsubscribe, payload: p.unsubscribeSchema, answer: z.strictObject({ status: z.literal('unsubscribed') }), summary: 'One-click unsubscribe (RFC 8058) from a kind of mail' }),
  deleteAccount: call({ ...CALL_ROUTES.deleteAccount, payload: p.deleteAccountSchema, answer: z.strictObject({ status: z.literal('deleted') }), summary: 'Delete the account and everything of it' }),
  exportAccount: call({ ...CALL_ROUTES.exportAccount, answer: z.string().describe('A ZIP archive'), summary: 'A ZIP of the profile, every blog (Markdown and JSON), comments and images' }),
  follow: call({ ...CALL_ROUTES.follow, payload: p.followSchema, answer: z.strictObject({ following: z.boolean(), followers: z.number() }), summary: 'Follow or unfollow an author' }),
  followingBlogs: call({ ...CALL_ROUTES.followingBlogs, payload: p.followingBlogsSchema, answer: a.blogsAnswerSchema, summary: 'Blogs by the authors the caller follows, newest first' }),
  bookmark: call({ ...CALL_ROUTES.bookmark, payload: p.bookmarkSchema, answer: z.strictObject({ saved: z.boolean() }), summary: 'Save a blog to the reading list, or remove it' }),
  bookmarks: call({ ...CALL_ROUTES.bookmarks, payload: p.bookmarksSchema, answer: z.strictObject({ bookmarks: z.array(a.bookmarkEntrySchema) }), summary: 'The reading list, newest first' }),
  block: call({ ...CALL_ROUTES.block, payload: p.blockUserSchema, answer: z.strictObject({ blocked: z.boolean() }), summary: "Block a member (their blogs, comments and notifications leave the caller's view) or unblock" }),
  getSiteSettings: call({ ...CALL_ROUTES.getSiteSettings, payload: empty, answer: a.siteSettingsAnswerSchema, summary: 'How people may sign up (open, by invitation, or closed), whether new members are held, and the trust thresholds' }),
  updateSiteSettings: call({ ...CALL_ROUTES.updateSiteSettings, payload: p.siteSettingsSchema, answer: a.siteSettingsAnswerSchema, summary: 'Set the sign-up mode, holding and the trust thresholds; what is not named stays (admin)' }),
  setRole: call({ ...CALL_ROUTES.setRole, payload: p.setRoleSchema, answer: z.strictObject({ username: z.string(), role: z.enum(['member', 'moderator', 'admin']) }), summary: "Set a member's role (admin)" }),
  setTrust: call({
    ...CALL_ROUTES.setTrust,
    payload: p.setTrustSchema,
    answer: z.strictObject({ username: z.string(), trust_level: a.profileAnswerSchema.shape.trust_level }),
    summary: "Fix a member's trust level; it then stays whatever their activity (admin)",
  }),
  vouchQueue: call({ ...CALL_ROUTES.vouchQueue, payload: p.vouchQueueSchema, answer: z.strictObject({ items: z.array(a.vouchItemSchema) }), summary: 'Held blogs and comments of new members, oldest first (trusted members)' }),
  vouch: call({
    ...CALL_ROUTES.vouch,
    payload: p.vouchSchema,
    answer: a.doneAnswerSchema,
    summary: 'Release a held blog or comment as if just published, or decline it (hidden and reported); or vouch for a new member (trusted members)',
  }),
  vouchTree: call({ ...CALL_ROUTES.vouchTree, payload: p.vouchTreeSchema, answer: a.vouchTreeAnswerSchema, summary: 'Who vouched for a member and whom they vouched for, newest first, at most 100 each (moderators)' }),
  members: call({ ...CALL_ROUTES.members, payload: p.membersSchema, answer: z.strictObject({ members: z.array(a.memberSchema) }), summary: 'Members with role, join date, blogs and reports against them, newest first (moderator)' }),
  createInvite: call({ ...CALL_ROUTES.createInvite, payload: p.createInviteSchema, answer: z.strictObject({ code: z.string(), url: z.string() }), summary: 'An invite link with a use limit and an expiry (moderator)' }),
  invites: call({ ...CALL_ROUTES.invites, payload: p.invitesSchema, answer: z.strictObject({ invites: z.array(a.inviteSchema) }), summary: 'Invites, newest first, with who made each and who joined through it (moderator)' }),
  report: call({ ...CALL_ROUTES.report, payload: p.reportSchema, answer: z.strictObject({ status: z.literal('reported') }), summary: 'Report a blog, a comment or a member to the moderators' }),
  moderationQueue: call({ ...CALL_ROUTES.moderationQueue, payload: p.moderationQueueSchema, answer: z.strictObject({ reports: z.array(a.reportEntrySchema) }), summary: 'Open reports, oldest first, with the reported content (moderator)' }),
  moderate: call({ ...CALL_ROUTES.moderate, payload: p.moderateSchema, answer: a.doneAnswerSchema, summary: 'Dismiss a report, or hide, delete or suspend what it reports (moderator)' }),
  saveEdit: call({ ...CALL_ROUTES.saveEdit, payload: p.saveEditSchema, answer: z.strictObject({ id: z.string(), version: z.number(), pending: z.boolean() }), summary: "Keep the author's unsaved work: a draft's fields, or a published blog's unpublished changes" }),
  discardEdit: call({ ...CALL_ROUTES.discardEdit, payload: p.discardEditSchema, answer: z.strictObject({ version: z.number() }), summary: "Drop a published blog's unpublished changes: the editor goes back to what readers see" }),
  blogRevisions: call({ ...CALL_ROUTES.blogRevisions, payload: p.blogRevisionsSchema, answer: z.strictObject({ revisions: z.array(a.revisionEntrySchema) }), summary: 'What each publish and update made public, newest first (the last 50)' }),
  getRevision: call({ ...CALL_ROUTES.getRevision, payload: p.revisionSchema, answer: z.strictObject({ blog: a.blogSchema }), summary: 'One revision as a blog' }),
  restoreRevision: call({ ...CALL_ROUTES.restoreRevision, payload: p.revisionSchema, answer: z.strictObject({ version: z.number() }), summary: "Make a revision the blog's unpublished changes (a draft's fields)" }),
  previewLink: call({ ...CALL_ROUTES.previewLink, payload: p.previewLinkSchema, answer: z.strictObject({ url: z.string().nullable() }), summary: 'Turn the private preview link of a draft or pending edit on (a new link) or off' }),
  getPreview: call({ ...CALL_ROUTES.getPreview, payload: p.getPreviewSchema, answer: z.strictObject({ blog: a.blogSchema }), summary: 'The draft or pending version behind a preview link (no read counted)' }),
  setSeries: call({ ...CALL_ROUTES.setSeries, payload: p.setSeriesSchema, answer: z.strictObject({ series: a.seriesSummarySchema.nullable() }), summary: 'Put a blog in a named series at a place (or take it out with null)' }),
  getSeries: call({
    ...CALL_ROUTES.getSeries,
    payload: p.getSeriesSchema,
    answer: z.strictObject({ series: z.strictObject({ name: z.string(), slug: z.string(), author: a.authorSummarySchema }), blogs: z.array(a.blogCardSchema) }),
    summary: "A series' published blogs in order",
  }),
  userSeries: call({ ...CALL_ROUTES.userSeries, payload: p.userSeriesSchema, answer: z.strictObject({ series: z.array(a.seriesSummarySchema) }), summary: "An author's series with their published parts" }),
  importFile: call({
    ...CALL_ROUTES.importFile,
    answer: z.strictObject({ import_id: z.string() }),
    summary: 'Starts an import (202): the export file as the body or the multipart field `file`; its format is found from its content',
  }),
  importStatus: call({ ...CALL_ROUTES.importStatus, payload: p.importStatusSchema, answer: a.importStatusAnswerSchema, summary: "An import's progress and report (its owner)" }),
  redirects: call({ ...CALL_ROUTES.redirects, payload: empty, answer: a.redirectsAnswerSchema, summary: 'Moved links: old paths that answer a 301 to a blog (admin)' }),
  deleteRedirect: call({ ...CALL_ROUTES.deleteRedirect, payload: p.deleteRedirectSchema, answer: a.doneAnswerSchema, summary: 'Removes a moved link (admin)' }),
  exportSite: call({ ...CALL_ROUTES.exportSite, payload: p.exportSiteSchema, answer: a.exportSiteAnswerSchema, summary: "Starts an archive of the community (202; admin): `public` holds what anyone may read, `full` everything needed to move the community" }),
  exportSiteStatus: call({ ...CALL_ROUTES.exportSiteStatus, payload: p.exportSiteStatusSchema, answer: a.exportSiteStatusAnswerSchema, summary: "An archive's progress, and its download's address once done (admin)" }),
  exportSiteFile: call({ ...CALL_ROUTES.exportSiteFile, payload: p.exportSiteStatusSchema, answer: z.string().describe('A ZIP archive: site/ and data/'), summary: 'The finished archive of the community (admin): the query carries `job_id`' }),
  blockDomain: call({ ...CALL_ROUTES.blockDomain, payload: p.blockDomainSchema, answer: a.doneAnswerSchema, summary: "Blocks or unblocks a server of the fediverse (admin): its activities are refused; blocking removes its followers, comments, likes and boosts" }),
  blockedDomains: call({ ...CALL_ROUTES.blockedDomains, payload: empty, answer: a.blockedDomainsAnswerSchema, summary: 'The servers of the fediverse an admin blocked (admin)' }),
  blockRemote: call({ ...CALL_ROUTES.blockRemote, payload: p.blockRemoteSchema, answer: a.doneAnswerSchema, summary: "Blocks or unblocks an account elsewhere for oneself: its replies leave one's discussions and notifications" }),
  unhide: call({ ...CALL_ROUTES.unhide, payload: p.unhideSchema, answer: a.doneAnswerSchema, summary: 'Show a hidden blog or comment again (moderator; an admin’s or moderator’s content: admin)' }),
  moderationLog: call({ ...CALL_ROUTES.moderationLog, payload: p.moderationLogSchema, answer: z.strictObject({ entries: z.array(a.logEntrySchema) }), summary: 'Every moderation action, newest first (moderator)' }),
  subscribe: call({
    ...CALL_ROUTES.subscribe,
    payload: p.subscribeSchema,
    answer: z.strictObject({ status: z.literal('check-your-inbox') }),
    summary: 'Follow an author by e-mail (no account): a confirmation mail; the same answer whether or not the address is subscribed',
  }),
  confirmSubscription: call({
    ...CALL_ROUTES.confirmSubscription,
    payload: p.confirmSubscriptionSchema,
    answer: z.strictObject({ status: z.literal('confirmed'), username: z.string() }),
    summary: "Confirm a subscription with the confirmation mail's token (the page's button; a GET never confirms)",
  }),
  subscribers: call({ ...CALL_ROUTES.subscribers, payload: p.subscribersSchema, answer: a.subscribersAnswerSchema, summary: "The caller's newsletter subscribers, newest first, 50 a page, searched by address" }),
  exportSubscribers: call({ ...CALL_ROUTES.exportSubscribers, answer: z.string().describe('CSV: email,state,since'), summary: "The caller's subscribers as CSV" }),
  importSubscribers: call({
    ...CALL_ROUTES.importSubscribers,
    payload: p.importSubscribersSchema,
    answer: z.strictObject({ added: z.number(), skipped: z.number() }),
    summary: 'Add subscribers from a CSV with an email column; consent true: confirmed, false: each gets a confirmation mail',
  }),
  removeSubscriber: call({ ...CALL_ROUTES.removeSubscriber, payload: p.removeSubscriberSchema, answer: a.doneAnswerSchema, summary: 'Remove a subscriber' }),
  sendTestNewsletter: call({
    ...CALL_ROUTES.sendTestNewsletter,
    payload: p.sendTestNewsletterSchema,
    answer: z.strictObject({ sent: z.literal(true) }),
    summary: "Send me a test: the blog as its subscribers' mail, to the caller's own verified address (5 an hour)",
  }),
  shareDraft: call({
    ...CALL_ROUTES.shareDraft,
    payload: p.shareDraftSchema,
    answer: a.reviewersAnswerSchema,
    summary: 'Share a draft with members for review, or take it back (its author; at most 20 reviewers); answers every reviewer with their state',
  }),
  reviewers: call({ ...CALL_ROUTES.reviewers, payload: p.reviewersSchema, answer: a.reviewersAnswerSchema, summary: 'Who a draft is shared with: invited, has read, left notes (its author)' }),
  reviewDrafts: call({ ...CALL_ROUTES.reviewDrafts, payload: p.reviewDraftsSchema, answer: a.reviewDraftsAnswerSchema, summary: 'Drafts shared with the caller for review, last shared first, 10 a page' }),
  addNote: call({ ...CALL_ROUTES.addNote, payload: p.addNoteSchema, answer: a.noteSchema, summary: "A note on a block of a draft, or a reply to one (the draft's author and reviewers)" }),
  notes: call({ ...CALL_ROUTES.notes, payload: p.notesSchema, answer: a.notesAnswerSchema, summary: "Every note of a draft with its replies (the draft's author and reviewers)" }),
  editNote: call({ ...CALL_ROUTES.editNote, payload: p.editNoteSchema, answer: a.noteSchema, summary: "Change a note's or reply's text (its writer, until the blog is published)" }),
  resolveNote: call({ ...CALL_ROUTES.resolveNote, payload: p.resolveNoteSchema, answer: a.noteSchema, summary: 'Mark a note resolved, or open again (the blog’s author, until it is published)' }),
  deleteNote: call({ ...CALL_ROUTES.deleteNote, payload: p.deleteNoteSchema, answer: a.doneAnswerSchema, summary: 'Delete a note with its replies, or a reply (its writer or the blog’s author)' }),
} as const satisfies Record<CallName, CallSpec>;

export type { CallName };
/** What a call takes (before defaults apply). */
export type PayloadOf<N extends CallName> = (typeof CALLS)[N] extends { payload: infer S extends z.ZodType } ? z.input<S> : undefined;
/** What a call answers. */
/** A call's payload after its schema checked it and applied its defaults (what the server's handler gets). */
export type ParsedPayloadOf<N extends CallName> = (typeof CALLS)[N] extends { payload: infer S extends z.ZodType } ? z.output<S> : undefined;
export type AnswerOf<N extends CallName> = z.output<(typeof CALLS)[N]['answer']>;

/** The call of a method and path, if the table has one. */
export function callOf(method: string, path: string): CallSpec | undefined {
  return Object.values(CALLS).find((c) => c.method === method.toUpperCase() && c.path === path);
}
