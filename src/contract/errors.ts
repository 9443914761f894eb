import { MESSAGES } from './messages.ts';

/**
 * The server's own words for what SPEC.md does not word (API.md's refusals: not found, forbidden,
 * limits, payload shapes). With MESSAGES, every text an error answer can carry.
 */
export const SERVER_MESSAGES = {
  // Requests the server cannot read
  badRequest: 'Bad request',
  invalidInput: 'Invalid input',
  malformedAddress: 'The address of this request is malformed',
  bodyNotObject: 'The request body must be a JSON object',
  invalidJson: 'The request body is not valid JSON',
  emptyBody: 'The request body is empty',
  requestTooLarge: 'The request is too large',
  notJson: 'Send the request as application/json',
  noSuchCall: 'No such call',
  notFound: 'Not found',
  serverError: 'Something went wrong on the server. Please try again.',
  databaseUnreachable: 'The database is not reachable',
  // Limits
  rateLimited: (after: string) => `Too many requests. Try again in ${after}.`,
  passwordLockout: (minutes: number) => `Too many wrong passwords. Try again in ${minutes} minutes.`,
  signinLockout: (minutes: number) => `Too many failed attempts for this account. Try again in ${minutes} minutes.`,
  commentsPerMinute: (limit: number) => `You can post at most ${limit} comments a minute. Try again in a moment.`,
  uploadsPerHour: (limit: number, minutes: number) => `You can upload at most ${limit} images an hour. Try again in ${minutes} minutes.`,
  reportsPerHour: (limit: number) => `You can send at most ${limit} reports an hour. Try again later.`,
  reportAgainLater: (days: number) => `A moderator already looked at your report on this. You can report it again in ${days} ${days === 1 ? 'day' : 'days'}.`,
  // Signing in
  signInRequired: 'Please sign in to continue',
  sessionInvalid: 'Your session has expired or is invalid. Please sign in again',
  googleDisabled: 'Google sign-in is not enabled on this server',
  googleTokenInvalid: 'Invalid Google token',
  googleEmailUnverified: 'Your Google e-mail address is not verified',
  googleAccountPassword: "You can't change the password of an account that signs in with Google",
  googleSignInAgain: 'To delete this account, sign in with Google again first',
  // Things that are not there
  blogNotFound: 'Blog not found',
  commentNotFound: 'Comment not found',
  userNotFound: 'User not found',
  notificationNotFound: 'Notification not found',
  reportNotFound: 'Report not found',
  reportHandled: 'Report not found (it may have been handled already)',
  revisionNotFound: 'Revision not found',
  seriesNotFound: 'Series not found',
  // Who may do what
  blogEditForbidden: 'Only the author can edit this blog',
  blogDeleteForbidden: 'Only the author can delete this blog',
  commentDeleteForbidden: 'Only the comment’s author or the blog’s author can delete it',
  replyFromOwnNotifications: 'You can only reply from your own notifications',
  followSelf: 'You cannot follow yourself',
  followBlockedMember: 'Unblock this member to follow them',
  followRefused: 'You cannot follow this member',
  blockSelf: 'You cannot block yourself',
  reportSelf: 'You cannot report yourself',
  adminContent: 'Moderators cannot act on an admin’s content',
  moderatorContent: 'Only an admin can act on a moderator’s content',
  reportAgainstSelf: 'A moderator cannot act on a report against themselves',
  memberNotHideable: 'A member cannot be hidden; suspend them instead',
  memberNotDeletable: 'A member cannot be deleted here; suspend them instead',
  adminSuspendByModerator: 'Moderators cannot suspend an admin',
  moderatorSuspendByAdmin: 'Only an admin can suspend a moderator',
  adminNotSuspendable: 'An admin cannot be suspended; remove their admin role first',
  ownContentUndo: 'A moderator cannot undo an action on their own content',
  notHidden: 'This is not hidden',
  parentHidden: 'The comment it replies to is hidden: show that one again first',
  configuredAdmin: 'This member is an admin by the server’s configuration (ADMIN_EMAILS)',
  ownAdminRole: 'You cannot remove your own admin role',
  // Writing and publishing
  draftHasNoChanges: 'A draft has no unpublished changes: it is all unpublished',
  hiddenBlogPreview: 'A hidden blog cannot be previewed',
  bannerNotAllowed: 'The banner must be an uploaded image or an http(s) image URL',
  // Uploads
  imageTooLarge: 'The image is too large: at most 10 MB',
  imageTypeUnsupported: 'Only PNG, JPEG, WebP and GIF images can be uploaded',
  uploadFieldMissing: 'Send the image as the multipart field `file`',
  uploadBodyMissing: 'Send the image as the request body or as the multipart field `file`',
  uploadInterrupted: 'The upload was interrupted',
  uploadEmpty: 'The upload is empty',
  uploadUrlInvalid: 'This upload URL is not valid',
  uploadUrlExpired: 'This upload URL has expired',
  uploadUrlUsed: 'This upload URL has already been used',
  uploadSuspended: 'This account is suspended: it cannot upload',
  profileImageNotUploaded: 'Only an image uploaded to this server can be a profile picture',
  profileImageNotYours: 'Only an image you uploaded can be your profile picture',
  // Payload shapes (the contract's schemas)
  notText: (what: string) => `${what} must be text`,
  fieldRequired: (what: string) => `${what} is required`,
  notNumber: (what: string) => `${what} must be a number`,
  notWholeNumber: (what: string) => `${what} must be a whole number`,
  numberTooSmall: (what: string, min: number) => `${what} must be at least ${min}`,
  numberTooLarge: (what: string, max: number) => `${what} must be at most ${max}`,
  notTrueOrFalse: (what: string) => `${what} must be true or false`,
  pageTooSmall: 'page starts at 1',
  pageTooLarge: 'page is too large',
  usernameTooLong: 'username is too long',
  tagsNotList: 'tags must be a list of text',
  publishAtNotDate: 'publish_at must be a date and time',
  publishAtPast: 'The publishing time must be in the future',
  publishAtTooFar: 'The publishing time must be within a year',
  seriesNameMissing: 'A series needs a name',
  signupModeUnknown: 'signup must be open, invite or closed',
  roleUnknown: 'role must be member, moderator or admin',
  reportTargetUnknown: 'target must be blog, comment or user',
  hideableTargetUnknown: 'target must be blog or comment',
  moderationActionUnknown: 'action must be dismiss, hide, delete or suspend',
  reportReasonMissing: 'Please say why you are reporting this',
  suspendDaysMissing: 'Say for how many days to suspend',
  emailMissing: 'Please enter your e-mail',
} as const;

/**
 * The stable machine-readable code of each message (API.md third edition: `{ error, code }`).
 * Written out, never derived from a key or a text: renaming a key or rewording a text keeps the code.
 */
export const MESSAGE_CODES = {
  fullnameShort: 'fullname_too_short',
  allFieldsRequired: 'all_fields_required',
  invalidEmail: 'email_invalid',
  passwordRule: 'password_rule',
  invalidCredentials: 'credentials_invalid',
  emailExists: 'email_exists',
  googleFailed: 'google_sign_in_failed',
  draftTitle: 'draft_title_missing',
  publishBanner: 'blog_banner_missing',
  publishTitle: 'blog_title_missing',
  publishEmpty: 'blog_empty',
  formTitle: 'publish_title_missing',
  formDescription: 'publish_description_invalid',
  tagsMin: 'tags_missing',
  tagsMax: 'tags_too_many',
  tagsAddSixth: 'tags_sixth',
  tagsMainTag: 'tags_main_tag_missing',
  invalidLink: 'link_invalid',
  imageUploadFailed: 'image_upload_failed',
  passwordsBoth: 'passwords_both_required',
  passwordsRule: 'passwords_rule',
  currentPasswordWrong: 'current_password_wrong',
  usernameShort: 'username_too_short',
  bioLong: 'bio_too_long',
  signInToComment: 'sign_in_to_comment',
  commentEmpty: 'comment_empty',
  signInToReply: 'sign_in_to_reply',
  signInToLike: 'sign_in_to_like',
  uploadingBanner: 'uploading_banner',
  uploaded: 'uploaded',
  savingDraft: 'saving_draft',
  draftSaved: 'draft_saved',
  publishing: 'publishing',
  published: 'published',
  updating: 'updating',
  savingChanges: 'saving_changes',
  uploading: 'uploading',
  passwordChanged: 'password_changed',
  profileSaved: 'profile_saved',
  pictureUpdated: 'picture_updated',
  blogDeleted: 'blog_deleted',
  commentPosted: 'comment_posted',
  replyPosted: 'reply_posted',
  linkCopied: 'link_copied',
  deleteWarningTitle: 'delete_warning_title',
  deleteWarning: 'delete_warning',
  deleteForever: 'delete_forever',
  noCategoryBlogs: 'no_category_blogs',
  writeFirst: 'write_first',
  noTrending: 'no_trending_blogs',
  noComments: 'no_comments',
  noUsers: 'no_users',
  noSearchBlogs: 'no_search_blogs',
  noBio: 'no_bio',
  noUserBlogs: 'no_user_blogs',
  noPublished: 'no_published_blogs',
  noDrafts: 'no_draft_blogs',
  noDescription: 'no_description',
  noNotifications: 'no_notifications',
  textHasNul: 'text_has_nul',
  oneLine: 'text_not_one_line',
  tooLong: 'text_too_long',
  usernameChars: 'username_characters',
  usernameTaken: 'username_taken',
  socialLink: 'social_link_invalid',
  unknownFilter: 'notification_filter_unknown',
  forgotPassword: 'forgot_password',
  resetSent: 'reset_sent',
  resetInvalid: 'reset_link_invalid',
  passwordReset: 'password_reset',
  verifyInvalid: 'verify_link_invalid',
  emailVerified: 'email_verified',
  verificationSent: 'verification_sent',
  verificationWait: 'verification_wait',
  verificationDailyLimit: 'verification_daily_limit',
  alreadyVerified: 'email_already_verified',
  unsubscribeInvalid: 'unsubscribe_link_invalid',
  unsubscribed: 'unsubscribed',
  emailSettingsSaved: 'email_settings_saved',
  deletePasswordWrong: 'delete_password_wrong',
  deleteConfirmWrong: 'delete_confirmation_wrong',
  deletePasswordRequired: 'delete_password_required',
  accountDeleted: 'account_deleted',
  exportRunning: 'export_running',
  exportTooSoon: 'export_too_soon',
  deletedComment: 'comment_deleted',
  signupClosed: 'signup_closed',
  inviteInvalid: 'invite_invalid',
  inviteRequired: 'invite_required',
  suspended: 'account_suspended',
  reportedTwice: 'already_reported',
  reported: 'reported',
  blockedByAuthor: 'blocked_by_author',
  moderatorsOnly: 'moderators_only',
  adminsOnly: 'admins_only',
  ownReport: 'own_report',
  noBookmarks: 'no_bookmarks',
  bookmarkGone: 'bookmark_gone',
  noFollowingBlogs: 'no_following_blogs',
  blogChanged: 'blog_changed',
  previewGone: 'preview_link_invalid',
  codeTotal: 'code_blocks_too_long',
  savingTooOften: 'saving_too_often',
  saveBusy: 'save_busy',
  saveTooSlow: 'save_too_slow',
  languageInvalid: 'language_invalid',
  themeInvalid: 'theme_invalid',
} as const satisfies { readonly [K in keyof typeof MESSAGES]: string };

/** The code of each of the server's own messages (SERVER_MESSAGES). */
export const SERVER_MESSAGE_CODES = {
  badRequest: 'bad_request',
  invalidInput: 'invalid_input',
  malformedAddress: 'malformed_address',
  bodyNotObject: 'body_not_object',
  invalidJson: 'invalid_json',
  emptyBody: 'empty_body',
  requestTooLarge: 'request_too_large',
  notJson: 'unsupported_media_type',
  noSuchCall: 'no_such_call',
  notFound: 'not_found',
  serverError: 'server_error',
  databaseUnreachable: 'database_unreachable',
  rateLimited: 'rate_limited',
  passwordLockout: 'password_lockout',
  signinLockout: 'sign_in_lockout',
  commentsPerMinute: 'comments_per_minute',
  uploadsPerHour: 'uploads_per_hour',
  reportsPerHour: 'reports_per_hour',
  reportAgainLater: 'report_again_later',
  signInRequired: 'sign_in_required',
  sessionInvalid: 'session_invalid',
  googleDisabled: 'google_disabled',
  googleTokenInvalid: 'google_token_invalid',
  googleEmailUnverified: 'google_email_unverified',
  googleAccountPassword: 'google_account_password',
  googleSignInAgain: 'google_sign_in_again',
  blogNotFound: 'blog_not_found',
  commentNotFound: 'comment_not_found',
  userNotFound: 'user_not_found',
  notificationNotFound: 'notification_not_found',
  reportNotFound: 'report_not_found',
  reportHandled: 'report_handled',
  revisionNotFound: 'revision_not_found',
  seriesNotFound: 'series_not_found',
  blogEditForbidden: 'blog_edit_forbidden',
  blogDeleteForbidden: 'blog_delete_forbidden',
  commentDeleteForbidden: 'comment_delete_forbidden',
  replyFromOwnNotifications: 'reply_from_own_notifications',
  followSelf: 'follow_self',
  followBlockedMember: 'follow_blocked_member',
  followRefused: 'follow_refused',
  blockSelf: 'block_self',
  reportSelf: 'report_self',
  adminContent: 'admin_content',
  moderatorContent: 'moderator_content',
  reportAgainstSelf: 'report_against_self',
  memberNotHideable: 'member_not_hideable',
  memberNotDeletable: 'member_not_deletable',
  adminSuspendByModerator: 'admin_suspend_by_moderator',
  moderatorSuspendByAdmin: 'moderator_suspend_admins_only',
  adminNotSuspendable: 'admin_not_suspendable',
  ownContentUndo: 'own_content_undo',
  notHidden: 'not_hidden',
  parentHidden: 'parent_hidden',
  configuredAdmin: 'configured_admin',
  ownAdminRole: 'own_admin_role',
  draftHasNoChanges: 'draft_has_no_changes',
  hiddenBlogPreview: 'hidden_blog_preview',
  bannerNotAllowed: 'banner_not_allowed',
  imageTooLarge: 'image_too_large',
  imageTypeUnsupported: 'image_type_unsupported',
  uploadFieldMissing: 'upload_field_missing',
  uploadBodyMissing: 'upload_body_missing',
  uploadInterrupted: 'upload_interrupted',
  uploadEmpty: 'upload_empty',
  uploadUrlInvalid: 'upload_url_invalid',
  uploadUrlExpired: 'upload_url_expired',
  uploadUrlUsed: 'upload_url_used',
  uploadSuspended: 'upload_account_suspended',
  profileImageNotUploaded: 'profile_image_not_uploaded',
  profileImageNotYours: 'profile_image_not_yours',
  notText: 'not_text',
  fieldRequired: 'field_required',
  notNumber: 'not_number',
  notWholeNumber: 'not_whole_number',
  numberTooSmall: 'number_too_small',
  numberTooLarge: 'number_too_large',
  notTrueOrFalse: 'not_true_or_false',
  pageTooSmall: 'page_too_small',
  pageTooLarge: 'page_too_large',
  usernameTooLong: 'username_too_long',
  tagsNotList: 'tags_not_list',
  publishAtNotDate: 'publish_at_not_date',
  publishAtPast: 'publish_at_past',
  publishAtTooFar: 'publish_at_too_far',
  seriesNameMissing: 'series_name_missing',
  signupModeUnknown: 'signup_mode_unknown',
  roleUnknown: 'role_unknown',
  reportTargetUnknown: 'report_target_unknown',
  hideableTargetUnknown: 'hideable_target_unknown',
  moderationActionUnknown: 'moderation_action_unknown',
  reportReasonMissing: 'report_reason_missing',
  suspendDaysMissing: 'suspend_days_missing',
  emailMissing: 'email_missing',
} as const satisfies { readonly [K in keyof typeof SERVER_MESSAGES]: string };

type Catalogue = typeof MESSAGES & typeof SERVER_MESSAGES;
export type MessageKey = keyof Catalogue;

/** Every code an answer of the API can carry: one per message of MESSAGES and SERVER_MESSAGES. */
export type ErrorCode = (typeof MESSAGE_CODES)[keyof typeof MESSAGE_CODES] | (typeof SERVER_MESSAGE_CODES)[keyof typeof SERVER_MESSAGE_CODES];

/** What an error answer says: SPEC.md's (or API.md's) English `error` and its stable `code`. */
export interface Problem {
  error: string;
  code: ErrorCode;
}

const TEXTS: Catalogue = { ...MESSAGES, ...SERVER_MESSAGES };
const CODES: Record<MessageKey, ErrorCode> = { ...MESSAGE_CODES, ...SERVER_MESSAGE_CODES };

/** Each message's key, text (a template's text shows its parameters as `{name}`) and code, in catalogue order. */
export const ERROR_CATALOGUE: { key: MessageKey; code: ErrorCode; text: string | ((...args: never[]) => string) }[] = (Object.keys(TEXTS) as MessageKey[]).map((key) => ({
  key,
  code: CODES[key],
  text: TEXTS[key],
}));

/** Every code, each once. */
export const ERROR_CODES: readonly ErrorCode[] = [...new Set(Object.values(CODES))];

type ProblemOf<T> = T extends (...args: infer A) => string ? (...args: A) => Problem : Problem;

/**
 * Each message as the problem it states: `ERRORS.blogNotFound` is `{ error: 'Blog not found', code:
 * 'blog_not_found' }`, and a message with parameters is a function (`ERRORS.tooLong('Title', 150)`).
 */
export const ERRORS = Object.fromEntries(
  ERROR_CATALOGUE.map(({ key, code, text }) => [key, typeof text === 'function' ? (...args: never[]) => ({ error: text(...args), code }) : { error: text, code }]),
) as { readonly [K in MessageKey]: ProblemOf<Catalogue[K]> };

// The code of a fixed text, and of each text a schema said through `say` (they are all made when
// the contract loads: a schema's messages are computed when it is built).
const CODE_OF_TEXT = new Map<string, ErrorCode>(ERROR_CATALOGUE.flatMap(({ code, text }) => (typeof text === 'string' ? [[text, code] as const] : [])));

/** The text of a problem, remembered with its code: how a schema states a message that has parameters. */
export function say(problem: Problem): string {
  CODE_OF_TEXT.set(problem.error, problem.code);
  return problem.error;
}

/**
 * The problem a validation message states: its code when the contract words it (a fixed message or
 * one a schema said), else `invalid_input` (zod's own words for a shape no message covers).
 */
export function problemOfMessage(message: string): Problem {
  return { error: message, code: CODE_OF_TEXT.get(message) ?? 'invalid_input' };
}
