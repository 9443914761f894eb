import { MESSAGE_TEMPLATES, MESSAGES, type TemplatesOf } from './messages.ts';
import { rememberWording, sayWording } from './wording.ts';

/**
 * The server's own words for what SPEC.md does not word (API.md's refusals: not found, forbidden,
 * limits, payload shapes). With MESSAGES, every text an error answer can carry.
 */
export const SERVER_MESSAGES = {
  // Requests the server cannot read
  badRequest: /*i18n*/ 'Bad request',
  invalidInput: /*i18n*/ 'Invalid input',
  malformedAddress: /*i18n*/ 'The address of this request is malformed',
  bodyNotObject: /*i18n*/ 'The request body must be a JSON object',
  invalidJson: /*i18n*/ 'The request body is not valid JSON',
  emptyBody: /*i18n*/ 'The request body is empty',
  requestTooLarge: /*i18n*/ 'The request is too large',
  notJson: /*i18n*/ 'Send the request as application/json',
  noSuchCall: /*i18n*/ 'No such call',
  notFound: /*i18n*/ 'Not found',
  serverError: /*i18n*/ 'Something went wrong on the server. Please try again.',
  databaseUnreachable: /*i18n*/ 'The database is not reachable',
  // Limits
  rateLimited: (seconds: number) => `Too many requests. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  passwordLockout: (minutes: number) => `Too many wrong passwords. Try again in ${minutes} minutes.`,
  signinLockout: (minutes: number) => `Too many failed attempts for this account. Try again in ${minutes} minutes.`,
  commentsPerMinute: (limit: number) => `You can post at most ${limit} comments a minute. Try again in a moment.`,
  uploadsPerHour: (limit: number, minutes: number) => `You can upload at most ${limit} images an hour. Try again in ${minutes} minutes.`,
  reportsPerHour: (limit: number) => `You can send at most ${limit} reports an hour. Try again later.`,
  reportAgainLater: (days: number) => `A moderator already looked at your report on this. You can report it again in ${days} ${days === 1 ? 'day' : 'days'}.`,
  // Signing in
  signInRequired: /*i18n*/ 'Please sign in to continue',
  sessionInvalid: /*i18n*/ 'Your session has expired or is invalid. Please sign in again',
  googleDisabled: /*i18n*/ 'Google sign-in is not enabled on this server',
  googleTokenInvalid: /*i18n*/ 'Invalid Google token',
  googleEmailUnverified: /*i18n*/ 'Your Google e-mail address is not verified',
  googleAccountPassword: /*i18n*/ "You can't change the password of an account that signs in with Google",
  googleSignInAgain: /*i18n*/ 'To delete this account, sign in with Google again first',
  // Things that are not there
  blogNotFound: /*i18n*/ 'Blog not found',
  commentNotFound: /*i18n*/ 'Comment not found',
  userNotFound: /*i18n*/ 'User not found',
  notificationNotFound: /*i18n*/ 'Notification not found',
  reportNotFound: /*i18n*/ 'Report not found',
  reportHandled: /*i18n*/ 'Report not found (it may have been handled already)',
  revisionNotFound: /*i18n*/ 'Revision not found',
  seriesNotFound: /*i18n*/ 'Series not found',
  // Who may do what
  blogEditForbidden: /*i18n*/ 'Only the author can edit this blog',
  blogDeleteForbidden: /*i18n*/ 'Only the author can delete this blog',
  commentDeleteForbidden: /*i18n*/ 'Only the comment’s author or the blog’s author can delete it',
  replyFromOwnNotifications: /*i18n*/ 'You can only reply from your own notifications',
  followSelf: /*i18n*/ 'You cannot follow yourself',
  followBlockedMember: /*i18n*/ 'Unblock this member to follow them',
  followRefused: /*i18n*/ 'You cannot follow this member',
  blockSelf: /*i18n*/ 'You cannot block yourself',
  reportSelf: /*i18n*/ 'You cannot report yourself',
  adminContent: /*i18n*/ 'Moderators cannot act on an admin’s content',
  moderatorContent: /*i18n*/ 'Only an admin can act on a moderator’s content',
  reportAgainstSelf: /*i18n*/ 'A moderator cannot act on a report against themselves',
  memberNotHideable: /*i18n*/ 'A member cannot be hidden; suspend them instead',
  memberNotDeletable: /*i18n*/ 'A member cannot be deleted here; suspend them instead',
  adminSuspendByModerator: /*i18n*/ 'Moderators cannot suspend an admin',
  moderatorSuspendByAdmin: /*i18n*/ 'Only an admin can suspend a moderator',
  adminNotSuspendable: /*i18n*/ 'An admin cannot be suspended; remove their admin role first',
  ownContentUndo: /*i18n*/ 'A moderator cannot undo an action on their own content',
  notHidden: /*i18n*/ 'This is not hidden',
  parentHidden: /*i18n*/ 'The comment it replies to is hidden: show that one again first',
  configuredAdmin: /*i18n*/ 'This member is an admin by the server’s configuration (ADMIN_EMAILS)',
  ownAdminRole: /*i18n*/ 'You cannot remove your own admin role',
  // Writing and publishing
  draftHasNoChanges: /*i18n*/ 'A draft has no unpublished changes: it is all unpublished',
  hiddenBlogPreview: /*i18n*/ 'A hidden blog cannot be previewed',
  bannerNotAllowed: /*i18n*/ 'The banner must be an uploaded image or an http(s) image URL',
  canonicalUrlInvalid: /*i18n*/ 'The original address must be an http(s) URL',
  // Imports and moved links
  notAnExport: /*i18n*/ 'This file is not an export we can read',
  importXmlEntities: /*i18n*/ 'This file declares XML entities, which an import does not accept',
  importTooLarge: (mb: number) => `The file is too large: at most ${mb} MB`,
  importInflates: /*i18n*/ 'This archive inflates past the limit of an import',
  importFileMissing: /*i18n*/ 'Send the export as the request body or as the multipart field `file`',
  importNotFound: /*i18n*/ 'Import not found',
  importRunning: /*i18n*/ 'Your earlier import is still running: wait for it to finish before starting another',
  importNewMember: /*i18n*/ 'New members cannot import yet: you can once you have been here a day and published or commented, or when an admin raises your trust level',
  redirectNotFound: /*i18n*/ 'Moved link not found',
  // Uploads
  imageTooLarge: /*i18n*/ 'The image is too large: at most 10 MB',
  imageTypeUnsupported: /*i18n*/ 'Only PNG, JPEG, WebP and GIF images can be uploaded',
  uploadFieldMissing: /*i18n*/ 'Send the image as the multipart field `file`',
  uploadBodyMissing: /*i18n*/ 'Send the image as the request body or as the multipart field `file`',
  uploadInterrupted: /*i18n*/ 'The upload was interrupted',
  uploadEmpty: /*i18n*/ 'The upload is empty',
  uploadUrlInvalid: /*i18n*/ 'This upload URL is not valid',
  uploadUrlExpired: /*i18n*/ 'This upload URL has expired',
  uploadUrlUsed: /*i18n*/ 'This upload URL has already been used',
  uploadSuspended: /*i18n*/ 'This account is suspended: it cannot upload',
  profileImageNotUploaded: /*i18n*/ 'Only an image uploaded to this server can be a profile picture',
  profileImageNotYours: /*i18n*/ 'Only an image you uploaded can be your profile picture',
  imagePixelsTooMany: /*i18n*/ 'This image is too large',
  imageUnreadable: /*i18n*/ 'This image could not be read. Please try another.',
  imageFramesTooMany: (max: number) => `This animation has too many frames: at most ${max}`,
  imagesBusy: /*i18n*/ 'The server is busy with other images. Please try again in a minute.',
  uploadNotYours: /*i18n*/ 'Only an image you uploaded can be finished',
  uploadNotPut: /*i18n*/ 'This upload has no image yet: PUT the file first',
  imageVariantInvalid: (widths: string, sizes: string, formats: string) => `An image variant is ?w= one of ${widths} (or ?s= one of ${sizes}) and &format= one of ${formats}`,
  // Payload shapes (the contract's schemas)
  notText: (what: string) => `${what} must be text`,
  fieldRequired: (what: string) => `${what} is required`,
  notNumber: (what: string) => `${what} must be a number`,
  notWholeNumber: (what: string) => `${what} must be a whole number`,
  numberTooSmall: (what: string, min: number) => `${what} must be at least ${min}`,
  numberTooLarge: (what: string, max: number) => `${what} must be at most ${max}`,
  notTrueOrFalse: (what: string) => `${what} must be true or false`,
  pageTooSmall: /*i18n*/ 'page starts at 1',
  pageTooLarge: /*i18n*/ 'page is too large',
  usernameTooLong: /*i18n*/ 'username is too long',
  tagsNotList: /*i18n*/ 'tags must be a list of text',
  publishAtNotDate: /*i18n*/ 'publish_at must be a date and time',
  publishAtPast: /*i18n*/ 'The publishing time must be in the future',
  publishAtTooFar: /*i18n*/ 'The publishing time must be within a year',
  blogLanguageInvalid: /*i18n*/ 'language must be a language tag such as en, ar or pt-BR',
  seriesNameMissing: /*i18n*/ 'A series needs a name',
  signupModeUnknown: /*i18n*/ 'signup must be open, invite or closed',
  roleUnknown: /*i18n*/ 'role must be member, moderator or admin',
  reportTargetUnknown: /*i18n*/ 'target must be blog, comment or user',
  hideableTargetUnknown: /*i18n*/ 'target must be blog or comment',
  moderationActionUnknown: /*i18n*/ 'action must be dismiss, hide, delete or suspend',
  reportReasonMissing: /*i18n*/ 'Please say why you are reporting this',
  suspendDaysMissing: /*i18n*/ 'Say for how many days to suspend',
  emailMissing: /*i18n*/ 'Please enter your e-mail',
  // The newsletter
  subscriptionLinkInvalid: /*i18n*/ 'This confirmation link is not valid or has expired',
  subscriberNotFound: /*i18n*/ 'Subscriber not found',
  subscribersCsvNoEmail: /*i18n*/ 'The CSV file needs an email column',
  // Trust
  blogsPerDay: (limit: number) => `New members can publish at most ${limit} blogs a day. Try again tomorrow.`,
  commentsPerDay: (limit: number) => `New members can post at most ${limit} comments a day. Try again tomorrow.`,
  commentLinksMax: (max: number) => `A new member’s comment can hold at most ${max} links`,
  trustedOnly: /*i18n*/ 'Only trusted members can vouch',
  vouchCooldown: (days: number) => `Someone you vouched for was suspended. You can vouch again in ${days} ${days === 1 ? 'day' : 'days'}.`,
  vouchForSelf: /*i18n*/ 'You cannot vouch for yourself',
  vouchedTwice: /*i18n*/ 'You already vouched for this',
  notHeld: /*i18n*/ 'This is not waiting for a vouch',
  heldNotHidden: /*i18n*/ 'This is waiting for a vouch, not hidden by a moderator',
  trustLevelUnknown: /*i18n*/ 'level must be 0, 1 or 2',
  vouchTargetUnknown: /*i18n*/ 'target must be blog, comment or user to vouch for',
  trustThresholdsInvalid: /*i18n*/ 'Each threshold must be a whole number from 0 to 10,000',
  newsletterTestUnverified: /*i18n*/ 'Verify your e-mail address first: the test goes to it',
  newsletterTestsPerHour: (limit: number) => `You can send yourself at most ${limit} tests an hour. Try again later.`,
} as const;

/** The translatable twin of each of the server's messages with parameters (see MESSAGE_TEMPLATES). */
export const SERVER_MESSAGE_TEMPLATES = {
  rateLimited: { message: /*i18n*/ 'Too many requests. Try again in {seconds, plural, one {# second} other {# seconds}}.', params: ['seconds'] },
  passwordLockout: { message: /*i18n*/ 'Too many wrong passwords. Try again in {minutes} minutes.', params: ['minutes'] },
  signinLockout: { message: /*i18n*/ 'Too many failed attempts for this account. Try again in {minutes} minutes.', params: ['minutes'] },
  commentsPerMinute: { message: /*i18n*/ 'You can post at most {limit} comments a minute. Try again in a moment.', params: ['limit'] },
  uploadsPerHour: { message: /*i18n*/ 'You can upload at most {limit} images an hour. Try again in {minutes} minutes.', params: ['limit', 'minutes'] },
  reportsPerHour: { message: /*i18n*/ 'You can send at most {limit} reports an hour. Try again later.', params: ['limit'] },
  reportAgainLater: { message: /*i18n*/ 'A moderator already looked at your report on this. You can report it again in {days, plural, one {# day} other {# days}}.', params: ['days'] },
  notText: { message: /*i18n*/ '{what} must be text', params: ['what'] },
  fieldRequired: { message: /*i18n*/ '{what} is required', params: ['what'] },
  notNumber: { message: /*i18n*/ '{what} must be a number', params: ['what'] },
  notWholeNumber: { message: /*i18n*/ '{what} must be a whole number', params: ['what'] },
  numberTooSmall: { message: /*i18n*/ '{what} must be at least {min}', params: ['what', 'min'] },
  numberTooLarge: { message: /*i18n*/ '{what} must be at most {max}', params: ['what', 'max'] },
  notTrueOrFalse: { message: /*i18n*/ '{what} must be true or false', params: ['what'] },
  imageFramesTooMany: { message: /*i18n*/ 'This animation has too many frames: at most {max}', params: ['max'] },
  importTooLarge: { message: /*i18n*/ 'The file is too large: at most {mb} MB', params: ['mb'] },
  imageVariantInvalid: { message: /*i18n*/ 'An image variant is ?w= one of {widths} (or ?s= one of {sizes}) and &format= one of {formats}', params: ['widths', 'sizes', 'formats'] },
  blogsPerDay: { message: /*i18n*/ 'New members can publish at most {limit} blogs a day. Try again tomorrow.', params: ['limit'] },
  commentsPerDay: { message: /*i18n*/ 'New members can post at most {limit} comments a day. Try again tomorrow.', params: ['limit'] },
  commentLinksMax: { message: /*i18n*/ 'A new member’s comment can hold at most {max} links', params: ['max'] },
  vouchCooldown: { message: /*i18n*/ 'Someone you vouched for was suspended. You can vouch again in {days, plural, one {# day} other {# days}}.', params: ['days'] },
  newsletterTestsPerHour: { message: /*i18n*/ 'You can send yourself at most {limit} tests an hour. Try again later.', params: ['limit'] },
} as const satisfies TemplatesOf<typeof SERVER_MESSAGES>;

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
  canonicalUrlInvalid: 'canonical_url_invalid',
  notAnExport: 'import_not_an_export',
  importXmlEntities: 'import_xml_entities',
  importTooLarge: 'import_too_large',
  importInflates: 'import_inflates',
  importFileMissing: 'import_file_missing',
  importNotFound: 'import_not_found',
  importRunning: 'import_running',
  importNewMember: 'import_new_member',
  redirectNotFound: 'redirect_not_found',
  imageTooLarge: 'image_too_large',
  imageTypeUnsupported: 'image_type_unsupported',
  uploadFieldMissing: 'upload_field_missing',
  uploadBodyMissing: 'upload_body_missing',
  uploadInterrupted: 'upload_interrupted',
  uploadEmpty: 'upload_empty',
  uploadUrlInvalid: 'upload_url_invalid',
  uploadUrlExpired: 'upload_url_expired',
  uploadUrlUsed: 'upload_url_used',
  imagePixelsTooMany: 'image_pixels_too_many',
  imageUnreadable: 'image_unreadable',
  imageFramesTooMany: 'image_frames_too_many',
  imagesBusy: 'images_busy',
  uploadNotYours: 'upload_not_yours',
  uploadNotPut: 'upload_not_put',
  imageVariantInvalid: 'image_variant_invalid',
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
  blogLanguageInvalid: 'blog_language_invalid',
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
  subscriptionLinkInvalid: 'subscription_link_invalid',
  subscriberNotFound: 'subscriber_not_found',
  subscribersCsvNoEmail: 'subscribers_csv_no_email',
  blogsPerDay: 'blogs_per_day',
  commentsPerDay: 'comments_per_day',
  commentLinksMax: 'comment_links_max',
  trustedOnly: 'trusted_only',
  vouchCooldown: 'vouch_cooldown',
  vouchForSelf: 'vouch_for_self',
  vouchedTwice: 'already_vouched',
  notHeld: 'not_held',
  heldNotHidden: 'held_not_hidden',
  trustLevelUnknown: 'trust_level_unknown',
  vouchTargetUnknown: 'vouch_target_unknown',
  trustThresholdsInvalid: 'trust_thresholds_invalid',
  newsletterTestUnverified: 'newsletter_test_unverified',
  newsletterTestsPerHour: 'newsletter_tests_per_hour',
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

const TEMPLATES: Partial<Record<MessageKey, { readonly message: string; readonly params: readonly string[] }>> = { ...MESSAGE_TEMPLATES, ...SERVER_MESSAGE_TEMPLATES };

function stated(key: MessageKey, code: ErrorCode, text: (...args: never[]) => string) {
  const template = TEMPLATES[key];
  return (...args: never[]): Problem => {
    const problem = { error: text(...args), code };
    if (template) rememberWording(problem, { message: template.message, values: Object.fromEntries(template.params.map((name, i) => [name, args[i] as string | number])) });
    return problem;
  };
}

/**
 * Each message as the problem it states: `ERRORS.blogNotFound` is `{ error: 'Blog not found', code:
 * 'blog_not_found' }`, and a message with parameters is a function (`ERRORS.tooLong('Title', 150)`).
 */
export const ERRORS = Object.fromEntries(ERROR_CATALOGUE.map(({ key, code, text }) => [key, typeof text === 'function' ? stated(key, code, text) : { error: text, code }])) as {
  readonly [K in MessageKey]: ProblemOf<Catalogue[K]>;
};

// The code of a fixed text, and of each text a schema said through `say` (they are all made when
// the contract loads: a schema's messages are computed when it is built), with the wording of those
// that have parameters.
const CODE_OF_TEXT = new Map<string, ErrorCode>(ERROR_CATALOGUE.flatMap(({ code, text }) => (typeof text === 'string' ? [[text, code] as const] : [])));

/** The text of a problem, remembered with its code: how a schema states a message that has parameters. */
export function say(problem: Problem): string {
  CODE_OF_TEXT.set(problem.error, problem.code);
  sayWording(problem);
  return problem.error;
}

/**
 * The problem a validation message states: its code when the contract words it (a fixed message or
 * one a schema said), else `invalid_input` (zod's own words for a shape no message covers).
 */
export function problemOfMessage(message: string): Problem {
  return { error: message, code: CODE_OF_TEXT.get(message) ?? 'invalid_input' };
}
