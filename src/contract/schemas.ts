import { z } from 'zod';
import { HIDEABLE_TARGETS, LIMITS, NOTE_QUOTE_MAX, NOTE_TEXT_MAX, REVIEWERS_MAX, TRUST_LEVELS, VOUCH_TARGETS, MODERATION_ACTIONS, SAVE_LIMITS, NOTIFICATION_FILTERS, PAGE_SIZES, REPORT_TARGETS, ROLES, SIGNUP_MODES, THEME_PREFERENCES } from './constants.ts';
import { canonicalLanguageTag, LANGUAGES } from './languages.ts';
import { SITE_EXPORT_MODES } from './imports.ts';
import { ERRORS, SERVER_MESSAGES as SAYS, problemOfMessage, say, type Problem } from './errors.ts';
import { MESSAGES } from './messages.ts';
import {
  codeWithinTotal,
  hasControlChar,
  hasMainTag,
  isBlank,
  isValidEmail,
  isValidPassword,
  isValidSocialLink,
  isWebAddress,
  normaliseEmail,
  normaliseTags,
  SOCIAL_SITES,
  type SocialKey,
  USERNAME_PATTERN,
} from './rules.ts';

/** A text field: a string, no NUL character (API.md), at most `max` characters. */
export const text = (max: number, what: string) =>
  z
    .string({ error: say(ERRORS.notText(what)) })
    .refine((v) => !v.includes('\u0000'), MESSAGES.textHasNul)
    .refine((v) => v.length <= max, say(ERRORS.tooLong(what, max)));

/** A one-line text field (a name, a title): a text field without control characters. */
export const oneLine = (max: number, what: string) => text(max, what).refine((v) => !hasControlChar(v), say(ERRORS.oneLine(what)));

const page = z.number({ error: say(ERRORS.notNumber('page')) }).int(say(ERRORS.notWholeNumber('page'))).min(1, SAYS.pageTooSmall).max(1_000_000, SAYS.pageTooLarge).default(1);
const deletedDocCount = z.number({ error: say(ERRORS.notNumber('deletedDocCount')) }).int().min(0).max(1_000_000).default(0);
const id = (what: string) => text(200, what).refine((v) => v.length > 0, say(ERRORS.fieldRequired(what)));

/* ----------------------------------------------------------------------------------------------
 * Authentication (SPEC.md section 5, in this order; only the first failing rule is reported, as a toast)
 * -------------------------------------------------------------------------------------------- */

function authChecks(v: { fullname?: string; email: string; password: string }, ctx: z.RefinementCtx, fullnameRequired: boolean) {
  const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if ((fullnameRequired || v.fullname !== undefined) && (v.fullname ?? '').length < LIMITS.fullnameMin) return fail('fullname', MESSAGES.fullnameShort);
  if (v.fullname !== undefined && v.fullname.length > LIMITS.fullnameMax) return fail('fullname', say(ERRORS.tooLong(/*i18n*/ 'Full name', LIMITS.fullnameMax)));
  if (v.fullname !== undefined && hasControlChar(v.fullname)) return fail('fullname', say(ERRORS.oneLine(/*i18n*/ 'Full name')));
  if (!v.email.length) return fail('email', MESSAGES.allFieldsRequired);
  // Spaces around an address are a slip of the keyboard, not another address.
  if (!isValidEmail(v.email.trim())) return fail('email', MESSAGES.invalidEmail);
  if (!isValidPassword(v.password)) return fail('password', MESSAGES.passwordRule);
}

const authText = (what: string, max: number) => text(max * 4, what).default('');

export const signinSchema = z
  .object({ email: authText(/*i18n*/ 'Email', LIMITS.emailMax), password: authText(/*i18n*/ 'Password', LIMITS.passwordMax) })
  .superRefine((v, ctx) => authChecks(v, ctx, false));
export type SigninInput = z.input<typeof signinSchema>;

/** An invite code from an invite link (only read when sign-up is by invitation). */
const inviteCode = text(100, 'invite').optional();

export const signupSchema = z
  .object({
    fullname: authText(/*i18n*/ 'Full name', LIMITS.fullnameMax),
    email: authText(/*i18n*/ 'Email', LIMITS.emailMax),
    password: authText(/*i18n*/ 'Password', LIMITS.passwordMax),
    invite: inviteCode,
  })
  .superRefine((v, ctx) => authChecks(v, ctx, true));
export type SignupInput = z.input<typeof signupSchema>;

// Firebase ID tokens are about 1 KB: longer than the 200 characters an id may have.
export const googleAuthSchema = z.object({
  access_token: text(8192, 'access_token').refine((v) => v.length > 0, say(ERRORS.fieldRequired('access_token'))),
  invite: inviteCode,
});

/* ----------------------------------------------------------------------------------------------
 * Editor content
 * -------------------------------------------------------------------------------------------- */

export const blockSchema = z.object({
  id: text(64, 'Block id').optional(),
  type: text(40, 'Block type'),
  data: z.record(z.string(), z.unknown()),
  tunes: z.record(z.string(), z.unknown()).optional(),
});
export const editorDataSchema = z.object({
  time: z.number().optional(),
  blocks: z
    .array(blockSchema)
    .max(LIMITS.blocksMax, say(ERRORS.tooLong(/*i18n*/ 'Blog', LIMITS.blocksMax)))
    // The server highlights every code block on each save: a total bounds what one save costs.
    .refine(codeWithinTotal, say(ERRORS.codeTotal(SAVE_LIMITS.codeTotalChars))),
  version: text(40, 'Editor version').optional(),
});
/** create-blog takes the editor's output, or a one-element list holding it (API.md). */
export const contentSchema = z.union([editorDataSchema, z.array(editorDataSchema).length(1).transform((list) => list[0])]);

/* ----------------------------------------------------------------------------------------------
 * Save draft, publish (editor), publish form
 * -------------------------------------------------------------------------------------------- */

/** Save Draft: a title is all it needs. */
export const draftSchema = z.object({
  title: oneLine(LIMITS.titleMax, /*i18n*/ 'Title').refine((v) => !isBlank(v), MESSAGES.draftTitle),
});

/** The editor's Publish button: banner, title, then content (SPEC.md order). */
export const editorPublishSchema = z
  .object({ banner: z.string(), title: z.string(), blocks: z.array(z.unknown()) })
  .superRefine((v, ctx) => {
    if (isBlank(v.banner)) return ctx.addIssue({ code: 'custom', path: ['banner'], message: MESSAGES.publishBanner });
    if (isBlank(v.title)) return ctx.addIssue({ code: 'custom', path: ['title'], message: MESSAGES.publishTitle });
    if (hasControlChar(v.title)) return ctx.addIssue({ code: 'custom', path: ['title'], message: say(ERRORS.oneLine(/*i18n*/ 'Title')) });
    if (v.blocks.length === 0) return ctx.addIssue({ code: 'custom', path: ['blocks'], message: MESSAGES.publishEmpty });
    if (!codeWithinTotal(v.blocks)) return ctx.addIssue({ code: 'custom', path: ['blocks'], message: say(ERRORS.codeTotal(SAVE_LIMITS.codeTotalChars)) });
  });

function fail(ctx: z.RefinementCtx, path: string, message: string): true {
  ctx.addIssue({ code: 'custom', path: [path], message });
  return true;
}

/** Adds the first failing publish-form rule; true when one failed. */
function publishFormChecks(v: { title: string; des: string; tags: string[] }, ctx: z.RefinementCtx): boolean {
  if (isBlank(v.title)) return fail(ctx, 'title', MESSAGES.formTitle);
  if (isBlank(v.des) || v.des.length > LIMITS.descriptionMax) return fail(ctx, 'des', MESSAGES.formDescription);
  const tags = normaliseTags(v.tags);
  if (tags.length === 0) return fail(ctx, 'tags', MESSAGES.tagsMin);
  if (tags.length > LIMITS.tagsMax) return fail(ctx, 'tags', MESSAGES.tagsMax);
  if (!hasMainTag(tags)) return fail(ctx, 'tags', MESSAGES.tagsMainTag);
  return false;
}

/** A blog's original address (API.md "Import and moved links"), in create-blog and the publish form: '' and null both mean none. */
const canonicalUrl = text(LIMITS.imageUrlMax, 'canonical_url')
  .transform((v) => v.trim())
  .refine((v) => v === '' || isWebAddress(v), SAYS.canonicalUrlInvalid)
  .nullable()
  .optional();

const tagList = z.array(oneLine(LIMITS.tagMax, /*i18n*/ 'Tag'), { error: SAYS.tagsNotList }).max(50, MESSAGES.tagsMax);

/** The publish form: title, description (1-200), 1-5 tags with a main tag (SPEC.md order), the original address if any. */
export const publishFormSchema = z
  .object({ title: oneLine(LIMITS.titleMax, /*i18n*/ 'Title'), des: z.string(), tags: tagList, canonical_url: canonicalUrl })
  .superRefine((v, ctx) => {
    publishFormChecks(v, ctx);
  });
export type PublishFormInput = z.input<typeof publishFormSchema>;

const blogVersion = z.number({ error: say(ERRORS.notNumber('version')) }).int(say(ERRORS.notWholeNumber('version'))).min(1).max(2_000_000_000);
const YEAR_MS = 366 * 24 * 3600 * 1000;
/** A publishing time: an ISO date in the future, within a year (shared by the publish form). */
export const publishAt = text(40, 'publish_at')
  .refine((v) => !Number.isNaN(Date.parse(v)), SAYS.publishAtNotDate)
  .refine((v) => Date.parse(v) > Date.now(), SAYS.publishAtPast)
  .refine((v) => Date.parse(v) < Date.now() + YEAR_MS, SAYS.publishAtTooFar);

/** A blog's own language: a well-formed BCP 47 tag, kept in its canonical form (src/contract/languages.ts). */
export const blogLanguage = z.string({ error: SAYS.blogLanguageInvalid }).transform((v, ctx) => {
  const tag = canonicalLanguageTag(v);
  if (tag === undefined) {
    ctx.addIssue({ code: 'custom', message: SAYS.blogLanguageInvalid });
    return z.NEVER;
  }
  return tag;
});

/** POST /create-blog: a draft needs a title; publishing needs everything (API.md). */
export const createBlogSchema = z
  .object({
    title: oneLine(LIMITS.titleMax, /*i18n*/ 'Title').default(''),
    banner: text(LIMITS.imageUrlMax, /*i18n*/ 'Banner').default(''),
    des: text(LIMITS.descriptionMax * 4, /*i18n*/ 'Description').default(''),
    content: contentSchema.default({ blocks: [] }),
    tags: tagList.default([]),
    draft: z.boolean({ error: say(ERRORS.notTrueOrFalse('draft')) }).default(false),
    id: text(200, 'id').optional(),
    /** The version the author's editor started from: a newer stored one is a 409 (API.md). */
    version: blogVersion.optional(),
    /** Publish later: an ISO date in the future, within a year (the blog waits as scheduled). */
    publish_at: publishAt.optional(),
    /** Where it was first published (an import's original): null or '' clears it; absent keeps it. */
    canonical_url: canonicalUrl,
    /** The blog's own language (its page's `lang`); absent: a new blog takes its author's, a saved one keeps its own. */
    language: blogLanguage.optional(),
    /** Whether first publishing mails it to the author's subscribers; absent: as stored (on for a new blog). An update never sends. */
    newsletter: z.boolean({ error: say(ERRORS.notTrueOrFalse('newsletter')) }).optional(),
    /**
     * The workshop: reviewers who left a note, thanked on the blog's page ("Thanks to …"); absent
     * keeps the stored list, [] clears it. The server refuses a name that left no note.
     */
    credits: z.array(id('username'), { error: say(ERRORS.notText('credits')) }).max(REVIEWERS_MAX, say(ERRORS.reviewersMax(REVIEWERS_MAX))).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.draft) {
      if (isBlank(v.title)) ctx.addIssue({ code: 'custom', path: ['title'], message: MESSAGES.draftTitle });
      else if (v.des.length > LIMITS.descriptionMax) ctx.addIssue({ code: 'custom', path: ['des'], message: MESSAGES.formDescription });
      return;
    }
    if (publishFormChecks(v, ctx)) return;
    if (isBlank(v.banner)) fail(ctx, 'banner', MESSAGES.publishBanner);
    else if (v.content.blocks.length === 0) fail(ctx, 'content', MESSAGES.publishEmpty);
  })
  .transform((v) => ({ ...v, title: v.title.trim(), des: v.des.trim(), tags: normaliseTags(v.tags) }));
export type CreateBlogInput = z.input<typeof createBlogSchema>;

/** POST /save-edit: the author's unsaved work, kept on the server (a draft's fields, or a published blog's pending changes). */
export const saveEditSchema = z
  .object({
    id: id('id'),
    title: oneLine(LIMITS.titleMax, /*i18n*/ 'Title').default(''),
    banner: text(LIMITS.imageUrlMax, /*i18n*/ 'Banner').default(''),
    des: text(LIMITS.descriptionMax * 4, /*i18n*/ 'Description').default(''),
    content: contentSchema.default({ blocks: [] }),
    tags: tagList.default([]),
    version: blogVersion.optional(),
  })
  .transform((v) => ({ ...v, title: v.title.trim(), des: v.des.trim(), tags: normaliseTags(v.tags) }));
export type SaveEditInput = z.input<typeof saveEditSchema>;

const blogRef = z.object({ blog_id: id('blog_id') });
export const blogRevisionsSchema = blogRef;
export const revisionSchema = blogRef.extend({ rev: z.number({ error: say(ERRORS.notNumber('rev')) }).int().min(1).max(2_000_000_000) });
export const discardEditSchema = blogRef.extend({ version: z.number({ error: say(ERRORS.notNumber('version')) }).int().min(0).max(2_000_000_000).optional() });
export const previewLinkSchema = blogRef.extend({ enabled: z.boolean({ error: say(ERRORS.notTrueOrFalse('enabled')) }) });
export const setSeriesSchema = blogRef.extend({
  series: oneLine(LIMITS.titleMax, /*i18n*/ 'Series name')
    .transform((v) => v.trim())
    .refine((v) => v.length > 0, SAYS.seriesNameMissing)
    .nullable(),
  position: z.number({ error: say(ERRORS.notNumber('position')) }).int().min(1).max(10_000).optional(),
});
export const getSeriesSchema = z.object({ username: id('username'), slug: text(200, 'slug') });
export const userSeriesSchema = z.object({ username: id('username') });
export const getPreviewSchema = z.object({ token: text(100, 'token').refine((v) => /^[A-Za-z0-9_-]{16,100}$/.test(v), MESSAGES.previewGone) });

/* ----------------------------------------------------------------------------------------------
 * Settings
 * -------------------------------------------------------------------------------------------- */

export const changePasswordSchema = z
  .object({ currentPassword: text(200, /*i18n*/ 'Current password').default(''), newPassword: text(200, /*i18n*/ 'New password').default('') })
  .superRefine((v, ctx) => {
    if (!v.currentPassword.length || !v.newPassword.length) return ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: MESSAGES.passwordsBoth });
    if (!isValidPassword(v.currentPassword)) return ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: MESSAGES.passwordsRule });
    if (!isValidPassword(v.newPassword)) return ctx.addIssue({ code: 'custom', path: ['newPassword'], message: MESSAGES.passwordsRule });
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/* Community (API.md, second edition): following and bookmarks */

const flag = (what: string) => z.boolean({ error: say(ERRORS.notTrueOrFalse(what)) });
export const followSchema = z.object({ username: id('username'), following: flag('following') });
export const followingBlogsSchema = z.object({ page });
export const bookmarkSchema = z.object({ _id: id('_id'), saved: flag('saved') });
export const bookmarksSchema = z.object({ page });
export const blockUserSchema = z.object({ username: id('username'), blocked: flag('blocked') });

/* Community: governing (roles, sign-up, invites, reports, moderation) */

const threshold = z.number({ error: SAYS.trustThresholdsInvalid }).int(SAYS.trustThresholdsInvalid).min(0, SAYS.trustThresholdsInvalid).max(10_000, SAYS.trustThresholdsInvalid);
/** What each trust level needs (API.md, "Trust"). */
export const trustThresholdsSchema = z.strictObject({
  level1: z.strictObject({ days: threshold, blogs: threshold, comments: threshold }),
  level2: z.strictObject({ days: threshold, blogs: threshold, likes: threshold }),
});
export type TrustThresholds = z.output<typeof trustThresholdsSchema>;
/** update-site-settings: what it names changes, the rest stays. */
export const siteSettingsSchema = z.strictObject({
  signup: z.enum(SIGNUP_MODES, { error: SAYS.signupModeUnknown }).optional(),
  /** Whether a level-0 member's first blogs and comments wait for a vouch. */
  hold_new: flag('hold_new').optional(),
  trust: trustThresholdsSchema.optional(),
});
export const setTrustSchema = z.object({
  username: id('username'),
  level: z.union(TRUST_LEVELS.map((l) => z.literal(l)), { error: SAYS.trustLevelUnknown }),
});
export const vouchQueueSchema = z.object({ page });
export const vouchSchema = z.object({
  target: z.enum(VOUCH_TARGETS, { error: SAYS.vouchTargetUnknown }),
  id: id('id'),
  approve: flag('approve'),
});
export type VouchInput = z.input<typeof vouchSchema>;
/** vouch-tree (moderators): one member's place among the vouches, by username. */
export const vouchTreeSchema = z.object({ username: id('username') });
export const setRoleSchema = z.object({ username: id('username'), role: z.enum(ROLES, { error: SAYS.roleUnknown }) });
export const membersSchema = z.object({ query: text(LIMITS.searchQueryMax, /*i18n*/ 'Search query').default(''), page });
const wholeNumber = (what: string, min: number, max: number) =>
  z
    .number({ error: say(ERRORS.notNumber(what)) })
    .int(say(ERRORS.notWholeNumber(what)))
    .min(min, say(ERRORS.numberTooSmall(what, min)))
    .max(max, say(ERRORS.numberTooLarge(what, max)));
export const createInviteSchema = z.object({ max_uses: wholeNumber('max_uses', 1, 1000).default(1), expires_in_days: wholeNumber('expires_in_days', 1, 365).default(7) });
export type CreateInviteInput = z.input<typeof createInviteSchema>;
export const invitesSchema = z.object({ page });
export const reportSchema = z.object({
  target: z.enum(REPORT_TARGETS, { error: SAYS.reportTargetUnknown }),
  id: id('id'),
  reason: text(500, /*i18n*/ 'Reason').transform((v) => v.trim()).refine((v) => v.length > 0, SAYS.reportReasonMissing),
});
export type ReportInput = z.input<typeof reportSchema>;
export const moderationQueueSchema = z.object({ page });
export const moderateSchema = z
  .object({
    report_id: id('report_id'),
    action: z.enum(MODERATION_ACTIONS, { error: SAYS.moderationActionUnknown }),
    days: wholeNumber('days', 1, 3650).optional(),
  })
  .refine((v) => v.action !== 'suspend' || v.days !== undefined, { message: SAYS.suspendDaysMissing, path: ['days'] });
export const moderationLogSchema = z.object({ page });

/** POST /import-status: an import of the caller's. */
export const importStatusSchema = z.object({ import_id: id('import_id') });
/**
 * POST /export-site: which archive of the community (admin), and the language of its pages' own words
 * (absent or null: the admin's, else their browser's).
 */
export const exportSiteSchema = z.object({
  mode: z.enum(SITE_EXPORT_MODES, { error: SAYS.siteExportModeUnknown }),
  language: z.enum(LANGUAGES, { error: MESSAGES.languageInvalid }).nullable().optional(),
});
export type ExportSiteInput = z.input<typeof exportSiteSchema>;
/** POST /export-site-status and GET /export-site-file?job_id=: an archive's job (admin). */
export const exportSiteStatusSchema = z.object({ job_id: id('job_id') });
/** POST /block-domain: a server of the fediverse by its host name (admin). */
export const blockDomainSchema = z.object({
  domain: z
    .string({ error: SAYS.domainInvalid })
    .trim()
    .toLowerCase()
    .max(253, SAYS.domainInvalid)
    .regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, SAYS.domainInvalid),
  blocked: z.boolean({ error: say(ERRORS.notTrueOrFalse('blocked')) }),
});
/** POST /block-remote: an account elsewhere by its handle, `@user@host` (a member's own block). */
export const blockRemoteSchema = z.object({
  handle: z
    .string({ error: SAYS.remoteAccountInvalid })
    .trim()
    .max(400, SAYS.remoteAccountInvalid)
    .regex(/^@?[^@\s]+@[^@\s]+$/, SAYS.remoteAccountInvalid)
    .transform((h) => h.replace(/^@/, '')),
  blocked: z.boolean({ error: say(ERRORS.notTrueOrFalse('blocked')) }),
});
/** POST /delete-redirect: a moved link by its old path. */
export const deleteRedirectSchema = z.object({ from: id('from') });
export const unhideSchema = z.object({
  target: z.enum(HIDEABLE_TARGETS, { error: SAYS.hideableTargetUnknown }),
  id: id('id'),
});
export type UnhideInput = z.input<typeof unhideSchema>;

/* Accounts and e-mail (API.md, second edition) */

export const requestPasswordResetSchema = z
  .object({ email: authText(/*i18n*/ 'Email', LIMITS.emailMax) })
  .superRefine((v, ctx) => {
    if (!v.email.trim().length) return ctx.addIssue({ code: 'custom', path: ['email'], message: SAYS.emailMissing });
    if (!isValidEmail(v.email.trim())) return ctx.addIssue({ code: 'custom', path: ['email'], message: MESSAGES.invalidEmail });
  });
export type RequestPasswordResetInput = z.input<typeof requestPasswordResetSchema>;

/** An address as the newsletter keeps it: the strict check of sign-up, then trimmed and lower case. */
const subscriberEmail = authText(/*i18n*/ 'Email', LIMITS.emailMax)
  .superRefine((v, ctx) => {
    if (!v.trim().length) return ctx.addIssue({ code: 'custom', message: SAYS.emailMissing });
    if (!isValidEmail(v.trim())) return ctx.addIssue({ code: 'custom', message: MESSAGES.invalidEmail });
  })
  .transform(normaliseEmail);

/* The newsletter (API.md, third edition, "Newsletter: readers who follow by e-mail") */

export const subscribeSchema = z.object({ username: id('username'), email: subscriberEmail });
export type SubscribeInput = z.input<typeof subscribeSchema>;
export const subscribersSchema = z.object({ page, query: text(LIMITS.emailMax, 'query').default('') });
/** A CSV with an `email` column (Substack, Ghost and Buttondown exports have one); consent: they agreed elsewhere. */
export const importSubscribersSchema = z.object({ csv: text(2_000_000, 'csv'), consent: z.boolean({ error: say(ERRORS.notTrueOrFalse('consent')) }) });
export const removeSubscriberSchema = z.object({ email: subscriberEmail });
/**
 * "Send me a test" (docs/API.md, decisions): the blog as the publish form holds it, saved or not;
 * `id`, when it has one, must be the caller's own blog (its address is the mail's link).
 */
export const sendTestNewsletterSchema = z.object({
  id: text(200, 'id').optional(),
  title: oneLine(LIMITS.titleMax, /*i18n*/ 'Title').default(''),
  banner: text(LIMITS.imageUrlMax, /*i18n*/ 'Banner').default(''),
  des: text(LIMITS.descriptionMax * 4, /*i18n*/ 'Description').default(''),
  content: contentSchema.default({ blocks: [] }),
  language: blogLanguage.optional(),
});
export type SendTestNewsletterInput = z.input<typeof sendTestNewsletterSchema>;

/** A token from a link in a mail: URL-safe base64, never longer than a few dozen characters. */
const mailToken = (invalid: string) => text(200, 'token').default('').refine((v) => /^[A-Za-z0-9_.-]{10,200}$/.test(v), invalid);

export const resetPasswordSchema = z
  .object({ token: mailToken(MESSAGES.resetInvalid), newPassword: authText(/*i18n*/ 'Password', LIMITS.passwordMax) })
  .superRefine((v, ctx) => {
    if (!isValidPassword(v.newPassword)) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: MESSAGES.passwordRule });
  });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const verifyEmailSchema = z.object({ token: mailToken(MESSAGES.verifyInvalid) });
export const unsubscribeSchema = z.object({ token: mailToken(MESSAGES.unsubscribeInvalid) });
export const confirmSubscriptionSchema = z.object({ token: mailToken(SAYS.subscriptionLinkInvalid) });

const setting = (what: string) => z.boolean({ error: say(ERRORS.notTrueOrFalse(what)) });
/**
 * Which notification mail a member gets; digest: one mail a day instead of one per event. `review`
 * (notes on drafts and replies to them) may be left out by a client that predates the workshop: the
 * stored setting stays.
 */
export const emailSettingsSchema = z.strictObject({
  comment: setting('comment'),
  reply: setting('reply'),
  new_blog: setting('new_blog'),
  digest: setting('digest'),
  review: setting('review').optional(),
});
/** The settings as stored: every kind named. */
export const emailSettingsAnswerSchema = emailSettingsSchema.extend({ review: setting('review') });
export type EmailSettings = z.output<typeof emailSettingsAnswerSchema>;
/** What update-email-settings takes. */
export type EmailSettingsInput = z.input<typeof emailSettingsSchema>;

/**
 * What a member changes of their preferences; a field left out stays as it is. `language: null`
 * hands the choice back to the browser.
 */
export const updatePreferencesSchema = z.object({
  language: z.enum(LANGUAGES, { error: MESSAGES.languageInvalid }).nullable().optional(),
  theme: z.enum(THEME_PREFERENCES, { error: MESSAGES.themeInvalid }).optional(),
});
export type UpdatePreferencesInput = z.input<typeof updatePreferencesSchema>;

/**
 * A password account confirms with its password, a Google-only one with its username (`confirm`)
 * and, when the app can, a fresh Google sign-in (`google_token`, the popup's Firebase ID token).
 */
export const deleteAccountSchema = z
  .object({ password: text(200, /*i18n*/ 'Password').optional(), confirm: text(200, /*i18n*/ 'Confirmation').optional(), google_token: text(4096, /*i18n*/ 'Google token').optional() })
  .refine((v) => (v.password ?? '').length > 0 || (v.confirm ?? '').length > 0 || (v.google_token ?? '').length > 0, { message: MESSAGES.deletePasswordRequired, path: ['password'] });
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

const socialLink = (key: SocialKey) =>
  text(LIMITS.linkMax, `${SOCIAL_SITES[key].label} link`)
    .default('')
    .transform((v) => v.trim())
    .refine((v) => isValidSocialLink(key, v), say(ERRORS.socialLink(SOCIAL_SITES[key].label)));

export const socialLinksSchema = z.object({
  youtube: socialLink('youtube'),
  facebook: socialLink('facebook'),
  twitter: socialLink('twitter'),
  github: socialLink('github'),
  instagram: socialLink('instagram'),
  website: socialLink('website'),
});
export type SocialLinks = z.output<typeof socialLinksSchema>;

export const profileSchema = z.object({
  username: text(LIMITS.usernameMax, /*i18n*/ 'Username')
    .transform((v) => v.trim())
    .refine((v) => v.length >= LIMITS.usernameMin, MESSAGES.usernameShort)
    .refine((v) => USERNAME_PATTERN.test(v), MESSAGES.usernameChars),
  bio: z
    .string({ error: say(ERRORS.notText('Bio')) })
    .default('')
    .refine((v) => !v.includes('\u0000'), MESSAGES.textHasNul)
    .refine((v) => v.length <= LIMITS.bioMax, MESSAGES.bioLong),
  social_links: socialLinksSchema.default({ youtube: '', facebook: '', twitter: '', github: '', instagram: '', website: '' }),
});
export type ProfileInput = z.input<typeof profileSchema>;

/** copy-image: the address of an image on another site (a pasted image address in the editor). */
export const copyImageSchema = z.strictObject({
  url: text(LIMITS.imageUrlMax, 'url')
    .transform((v) => v.trim())
    .refine((v) => isWebAddress(v), SAYS.imageAddressInvalid),
});

export const updateProfileImgSchema = z.object({ url: id('url').refine((v) => v.length <= LIMITS.imageUrlMax, say(ERRORS.tooLong('Image URL', LIMITS.imageUrlMax))) });

/* ----------------------------------------------------------------------------------------------
 * Comments and likes
 * -------------------------------------------------------------------------------------------- */

export const commentTextSchema = z
  .string({ error: MESSAGES.commentEmpty })
  .refine((v) => !isBlank(v), MESSAGES.commentEmpty)
  .refine((v) => !v.includes('\u0000'), MESSAGES.textHasNul)
  .refine((v) => v.length <= LIMITS.commentMax, say(ERRORS.tooLong('Comment', LIMITS.commentMax)));

export const addCommentSchema = z.object({
  _id: id('_id'),
  comment: commentTextSchema,
  replying_to: id('replying_to').optional(),
  notification_id: id('notification_id').optional(),
  /** Sent by the original client; ignored: the blog's author comes from the blog (API.md). */
  blog_author: z.unknown().optional(),
});

export const likeBlogSchema = z.object({ _id: id('_id'), isLikedByUser: z.boolean({ error: say(ERRORS.notTrueOrFalse('isLikedByUser')) }) });
export const idPayloadSchema = z.object({ _id: id('_id') });
export const getBlogCommentsSchema = z.object({ blog_id: id('blog_id'), skip: z.number().int().min(0).max(1_000_000).default(0) });
export const getRepliesSchema = z.object({ _id: id('_id'), skip: z.number().int().min(0).max(1_000_000).default(0) });

/* ----------------------------------------------------------------------------------------------
 * Blogs, search, profiles, notifications, dashboards
 * -------------------------------------------------------------------------------------------- */

export const getBlogSchema = z.object({
  blog_id: id('blog_id'),
  draft: z.boolean().optional(),
  mode: text(20, 'mode').optional(),
  /** The workshop: the draft (or a published blog's pending changes) for its author and reviewers; 404 for anyone else; no read counted. */
  review: z.boolean({ error: say(ERRORS.notTrueOrFalse('review')) }).optional(),
});
export const countReadSchema = z.object({ blog_id: id('blog_id') });
export const latestBlogsSchema = z.object({ page });
export const searchQueryText = text(LIMITS.searchQueryMax, /*i18n*/ 'Search query');
export const searchBlogsSchema = z.object({
  tag: text(LIMITS.tagMax, /*i18n*/ 'Tag').optional(),
  query: searchQueryText.optional(),
  author: text(200, 'author').optional(),
  multipleTags: z.array(text(LIMITS.tagMax, /*i18n*/ 'Tag')).max(20).optional(),
  limit: z.number().int().min(1).max(PAGE_SIZES.searchMax).default(PAGE_SIZES.searchDefault),
  remove_blog: text(200, 'remove_blog').optional(),
  page,
});
export type SearchBlogsInput = z.input<typeof searchBlogsSchema>;
export const searchBlogsCountSchema = searchBlogsSchema.omit({ page: true, limit: true });
export const searchUsersSchema = z.object({ query: searchQueryText.refine((v) => v.trim().length > 0, say(ERRORS.fieldRequired(/*i18n*/ 'Search query'))) });
export const getProfileSchema = z.object({ username: id('username').refine((v) => v.length <= LIMITS.usernameMax * 2, SAYS.usernameTooLong) });
export const notificationFilterSchema = z.enum(NOTIFICATION_FILTERS, { error: MESSAGES.unknownFilter });
export const getNotificationsSchema = z.object({ page, filter: notificationFilterSchema.default('all'), deletedDocCount });
export const notificationsCountSchema = z.object({ filter: notificationFilterSchema.default('all') });
export const userWrittenBlogsSchema = z.object({
  page,
  draft: z.boolean({ error: say(ERRORS.notTrueOrFalse('draft')) }).default(false),
  /** With draft: true, only the scheduled drafts (true, soonest first) or only the others (false); both when absent. */
  scheduled: z.boolean({ error: say(ERRORS.notTrueOrFalse('scheduled')) }).optional(),
  query: text(LIMITS.searchQueryMax, /*i18n*/ 'Search query').default(''),
  deletedDocCount,
});
export const userWrittenBlogsCountSchema = userWrittenBlogsSchema.omit({ page: true, deletedDocCount: true });
export const deleteBlogSchema = z.object({ blog_id: id('blog_id') });

/* ----------------------------------------------------------------------------------------------
 * The workshop (API.md third edition, "The workshop: reviewing a draft before it is published")
 * -------------------------------------------------------------------------------------------- */

/** POST /share-draft: share a draft with members for review (`shared: true`) or take it back from them. */
export const shareDraftSchema = z.object({
  blog_id: id('blog_id'),
  usernames: z
    .array(id('username'), { error: say(ERRORS.notText('usernames')) })
    .min(1, SAYS.usernamesMissing)
    .max(REVIEWERS_MAX, say(ERRORS.reviewersMax(REVIEWERS_MAX)))
    // The same name twice is one reviewer.
    .transform((list) => [...new Set(list.map((u) => u.trim()))]),
  shared: flag('shared'),
});
export type ShareDraftInput = z.input<typeof shareDraftSchema>;
/** POST /reviewers: who a draft is shared with, and where each is (its author). */
export const reviewersSchema = z.object({ blog_id: id('blog_id') });
/** POST /review-drafts: the drafts shared with the caller, last shared first. */
export const reviewDraftsSchema = z.object({ page });

/** A note's text: 1-2,000 characters, not only spaces. */
export const noteTextSchema = z
  .string({ error: SAYS.noteEmpty })
  .refine((v) => !isBlank(v), SAYS.noteEmpty)
  .refine((v) => !v.includes('\u0000'), MESSAGES.textHasNul)
  .refine((v) => v.length <= NOTE_TEXT_MAX, say(ERRORS.tooLong(/*i18n*/ 'Note', NOTE_TEXT_MAX)));

/** POST /add-note: a note on a block of a draft, or (`parent`) a reply to a note. */
export const addNoteSchema = z.object({
  blog_id: id('blog_id'),
  /** The Editor.js id of the block the note is about (a reply takes its note's). */
  block_id: id('block_id').refine((v) => v.length <= 64, say(ERRORS.tooLong('block_id', 64))),
  text: noteTextSchema,
  /** A passage of that block's text the note is about. */
  quote: text(NOTE_QUOTE_MAX, /*i18n*/ 'Quote').optional(),
  /** The note this replies to (a note, never a reply). */
  parent: id('parent').optional(),
});
export type AddNoteInput = z.input<typeof addNoteSchema>;
/**
 * POST /notes: every note of a draft with its replies (its author and reviewers); with `rev`, the
 * notes that publishing that revision closed (its author, for the History).
 */
export const notesSchema = z.object({ blog_id: id('blog_id'), rev: revisionSchema.shape.rev.optional() });
const noteRef = z.object({ note_id: id('note_id') });
/** POST /edit-note: its writer changes a note's text. */
export const editNoteSchema = noteRef.extend({ text: noteTextSchema });
export type EditNoteInput = z.input<typeof editNoteSchema>;
/** POST /resolve-note: the blog's author marks a note resolved, or open again. */
export const resolveNoteSchema = noteRef.extend({ resolved: flag('resolved') });
/** POST /delete-note: its writer or the blog's author removes a note (with its replies). */
export const deleteNoteSchema = noteRef;

/** The first message of a failed parse: what a toast or an `{ error }` answer shows. */
export function firstError(error: z.ZodError): string {
  return error.issues[0]?.message ?? SAYS.invalidInput;
}

/** The first message of a failed parse with its code: what an error answer carries. */
export function firstProblem(error: z.ZodError): Problem {
  return problemOfMessage(firstError(error));
}
