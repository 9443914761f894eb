/**
 * Where each call goes: its method, path and whether it needs a token. Kept apart from the schemas
 * (calls.ts) so that the browser's transport, which needs only this, does not carry zod and every
 * schema into the first screen's code. Paths are under the API base (`/api`).
 */
export interface CallRoute {
  method: 'GET' | 'POST';
  path: string;
  /** yes: a token is required; optional: a token changes the answer; no: public. */
  auth: 'yes' | 'optional' | 'no';
  /** The answer is a file of this type, not JSON. */
  file?: string;
}

export const CALL_ROUTES = {
  signin: { method: 'POST', path: '/signin', auth: 'no' },
  signup: { method: 'POST', path: '/signup', auth: 'no' },
  googleAuth: { method: 'POST', path: '/google-auth', auth: 'no' },
  signout: { method: 'POST', path: '/signout', auth: 'yes' },
  signoutEverywhere: { method: 'POST', path: '/signout-everywhere', auth: 'yes' },
  getUploadUrl: { method: 'GET', path: '/get-upload-url', auth: 'yes' },
  finishUpload: { method: 'POST', path: '/finish-upload', auth: 'yes' },
  newNotification: { method: 'GET', path: '/new-notification', auth: 'yes' },
  getBlog: { method: 'POST', path: '/get-blog', auth: 'optional' },
  countRead: { method: 'POST', path: '/count-read', auth: 'optional' },
  createBlog: { method: 'POST', path: '/create-blog', auth: 'yes' },
  latestBlogs: { method: 'POST', path: '/latest-blogs', auth: 'optional' },
  trendingBlogs: { method: 'GET', path: '/trending-blogs', auth: 'optional' },
  searchBlogs: { method: 'POST', path: '/search-blogs', auth: 'optional' },
  allLatestBlogsCount: { method: 'POST', path: '/all-latest-blogs-count', auth: 'optional' },
  searchBlogsCount: { method: 'POST', path: '/search-blogs-count', auth: 'optional' },
  searchUsers: { method: 'POST', path: '/search-users', auth: 'no' },
  getProfile: { method: 'POST', path: '/get-profile', auth: 'optional' },
  isLikedByUser: { method: 'POST', path: '/isliked-by-user', auth: 'yes' },
  likeBlog: { method: 'POST', path: '/like-blog', auth: 'yes' },
  addComment: { method: 'POST', path: '/add-comment', auth: 'yes' },
  getBlogComments: { method: 'POST', path: '/get-blog-comments', auth: 'optional' },
  getReplies: { method: 'POST', path: '/get-replies', auth: 'optional' },
  deleteComment: { method: 'POST', path: '/delete-comment', auth: 'yes' },
  changePassword: { method: 'POST', path: '/change-password', auth: 'yes' },
  updateProfileImg: { method: 'POST', path: '/update-profile-img', auth: 'yes' },
  updateProfile: { method: 'POST', path: '/update-profile', auth: 'yes' },
  getNotifications: { method: 'POST', path: '/get-notifications', auth: 'yes' },
  allNotificationsCount: { method: 'POST', path: '/all-notifications-count', auth: 'yes' },
  userWrittenBlogs: { method: 'POST', path: '/user-written-blogs', auth: 'yes' },
  userWrittenBlogsCount: { method: 'POST', path: '/user-written-blogs-count', auth: 'yes' },
  deleteBlog: { method: 'POST', path: '/delete-blog', auth: 'yes' },
  health: { method: 'GET', path: '/health', auth: 'no' },
  requestPasswordReset: { method: 'POST', path: '/request-password-reset', auth: 'no' },
  resetPassword: { method: 'POST', path: '/reset-password', auth: 'no' },
  verifyEmail: { method: 'POST', path: '/verify-email', auth: 'optional' },
  resendVerification: { method: 'POST', path: '/resend-verification', auth: 'yes' },
  getEmailSettings: { method: 'POST', path: '/get-email-settings', auth: 'yes' },
  updateEmailSettings: { method: 'POST', path: '/update-email-settings', auth: 'yes' },
  updatePreferences: { method: 'POST', path: '/update-preferences', auth: 'yes' },
  unsubscribe: { method: 'POST', path: '/unsubscribe', auth: 'no' },
  deleteAccount: { method: 'POST', path: '/delete-account', auth: 'yes' },
  exportAccount: { method: 'GET', path: '/export-account', auth: 'yes', file: 'application/zip' },
  follow: { method: 'POST', path: '/follow', auth: 'yes' },
  followingBlogs: { method: 'POST', path: '/following-blogs', auth: 'yes' },
  bookmark: { method: 'POST', path: '/bookmark', auth: 'yes' },
  bookmarks: { method: 'POST', path: '/bookmarks', auth: 'yes' },
  block: { method: 'POST', path: '/block', auth: 'yes' },
  getSiteSettings: { method: 'POST', path: '/get-site-settings', auth: 'no' },
  updateSiteSettings: { method: 'POST', path: '/update-site-settings', auth: 'yes' },
  setRole: { method: 'POST', path: '/set-role', auth: 'yes' },
  setTrust: { method: 'POST', path: '/set-trust', auth: 'yes' },
  vouchQueue: { method: 'POST', path: '/vouch-queue', auth: 'yes' },
  vouch: { method: 'POST', path: '/vouch', auth: 'yes' },
  vouchTree: { method: 'POST', path: '/vouch-tree', auth: 'yes' },
  members: { method: 'POST', path: '/members', auth: 'yes' },
  createInvite: { method: 'POST', path: '/create-invite', auth: 'yes' },
  invites: { method: 'POST', path: '/invites', auth: 'yes' },
  report: { method: 'POST', path: '/report', auth: 'yes' },
  moderationQueue: { method: 'POST', path: '/moderation-queue', auth: 'yes' },
  moderate: { method: 'POST', path: '/moderate', auth: 'yes' },
  moderationLog: { method: 'POST', path: '/moderation-log', auth: 'yes' },
  unhide: { method: 'POST', path: '/unhide', auth: 'yes' },
  saveEdit: { method: 'POST', path: '/save-edit', auth: 'yes' },
  discardEdit: { method: 'POST', path: '/discard-edit', auth: 'yes' },
  blogRevisions: { method: 'POST', path: '/blog-revisions', auth: 'yes' },
  getRevision: { method: 'POST', path: '/get-revision', auth: 'yes' },
  restoreRevision: { method: 'POST', path: '/restore-revision', auth: 'yes' },
  previewLink: { method: 'POST', path: '/preview-link', auth: 'yes' },
  getPreview: { method: 'POST', path: '/get-preview', auth: 'no' },
  setSeries: { method: 'POST', path: '/set-series', auth: 'yes' },
  getSeries: { method: 'POST', path: '/get-series', auth: 'no' },
  userSeries: { method: 'POST', path: '/user-series', auth: 'no' },
  importFile: { method: 'POST', path: '/import', auth: 'yes' },
  importStatus: { method: 'POST', path: '/import-status', auth: 'yes' },
  redirects: { method: 'POST', path: '/redirects', auth: 'yes' },
  deleteRedirect: { method: 'POST', path: '/delete-redirect', auth: 'yes' },
  subscribe: { method: 'POST', path: '/subscribe', auth: 'no' },
  confirmSubscription: { method: 'POST', path: '/confirm-subscription', auth: 'no' },
  subscribers: { method: 'POST', path: '/subscribers', auth: 'yes' },
  exportSubscribers: { method: 'GET', path: '/export-subscribers', auth: 'yes', file: 'text/csv' },
  importSubscribers: { method: 'POST', path: '/import-subscribers', auth: 'yes' },
  removeSubscriber: { method: 'POST', path: '/remove-subscriber', auth: 'yes' },
  sendTestNewsletter: { method: 'POST', path: '/send-test-newsletter', auth: 'yes' },
} as const satisfies Record<string, CallRoute>;

export type CallName = keyof typeof CALL_ROUTES;
/** Every call's path, as the browser asks for it under `/api`. */
export type CallPath = (typeof CALL_ROUTES)[CallName]['path'];
