import { z } from 'zod';
import { LOG_ACTIONS, NOTIFICATION_TYPES, REPORT_TARGETS, REVIEWER_STATES, ROLES, SIGNUP_MODES, THEME_PREFERENCES, TRUST_LEVELS, VOUCH_TARGETS } from './constants.ts';
import { LANGUAGES } from './languages.ts';
import { IMPORT_SIMPLIFICATIONS, IMPORT_STATES, SITE_EXPORT_STATES } from './imports.ts';
import { ERROR_CODES, type ErrorCode } from './errors.ts';
import { blockSchema, trustThresholdsSchema } from './schemas.ts';

/*
 * Every answer the API gives, as zod (API.md "Entities as the API returns them"). Strict objects: a
 * field the contract does not name is a fault the API tests catch (a leaked column, a typo), not
 * something a browser silently receives. The app's types are inferred from these (types.ts).
 */

const personalInfo = z.strictObject({ fullname: z.string(), username: z.string(), profile_img: z.string() });
export const authorSummarySchema = z.strictObject({ personal_info: personalInfo });
const activity = z.strictObject({
  total_likes: z.number(),
  total_comments: z.number(),
  total_reads: z.number(),
  total_parent_comments: z.number(),
  /** Boosts (Announce) from the fediverse; likes from there are in total_likes. */
  total_shares: z.number().optional(),
});

/**
 * A passage of a blog's text that a text search matched, for its result card: `marks` are the
 * [start, end) offsets (UTF-16, as JavaScript indexes strings) of the matched words in `text`.
 */
export const snippetSchema = z.strictObject({ text: z.string(), marks: z.array(z.tuple([z.number().int(), z.number().int()])) });

/** An uploaded image's size and ThumbHash placeholder (base64), as image blocks and banners carry them (API.md, "Images"). */
export const imageMetaSchema = z.strictObject({ width: z.number().int(), height: z.number().int(), placeholder: z.string() });
/** The answer of an upload's PUT (and of finish-upload): the image's address with its size and placeholder. */
export const uploadedImageSchema = imageMetaSchema.extend({ url: z.string() });

export const blogCardSchema = z.strictObject({
  /** The blog's id for calls that take `_id` (like, bookmark); `blog_id` is its address. */
  _id: z.string(),
  blog_id: z.string(),
  title: z.string(),
  des: z.string(),
  banner: z.string(),
  tags: z.array(z.string()),
  publishedAt: z.string(),
  /** The language it is written in, a BCP 47 tag: its page's `lang` on its title and content, and a card's on its title and description. */
  language: z.string(),
  activity,
  author: authorSummarySchema,
  /** The banner's size and placeholder when it is an image this server processed (as get-blog's). */
  banner_meta: imageMetaSchema.optional(),
  /** Whether the signed-in caller saved it to their reading list (absent for visitors). */
  bookmarked: z.boolean().optional(),
  /** search-blogs with a query: where the blog's text matched (absent when only title, tags or description did). */
  snippet: snippetSchema.optional(),
});
/** A card in the author's own lists: whether it is a draft, and when a scheduled one goes live. */
export const ownBlogCardSchema = blogCardSchema.extend({
  draft: z.boolean(),
  scheduled_at: z.string().optional(),
  /** Waiting for a trusted member's vouch: nobody else sees it yet. */
  held: z.boolean().optional(),
});

export const editorBlockSchema = blockSchema;
export const storedContentSchema = z.strictObject({ time: z.number(), blocks: z.array(blockSchema), version: z.string() });

export const blogSchema = blogCardSchema.extend({
  _id: z.string(),
  content: z.tuple([storedContentSchema]),
  draft: z.boolean(),
  author: z.strictObject({ _id: z.string(), personal_info: personalInfo }),
  /** Hidden by a moderator (only its author and moderators get the blog then). */
  hidden: z.boolean().optional(),
  /** Waiting for a trusted member's vouch: only its author gets it until then. */
  held: z.boolean().optional(),
  /** Whether the signed-in caller saved it to their reading list (absent for visitors). */
  bookmarked: z.boolean().optional(),
  /** Edit mode, for its author: the version the editor starts from (sent back with each save). */
  version: z.number().optional(),
  /** Edit mode: the answer holds the blog's unpublished changes. */
  pending: z.boolean().optional(),
  /** A scheduled blog (a draft until then): when it goes live. */
  scheduled_at: z.string().optional(),
  /** Edit mode, for its author: the path of the preview link while one is on (`/preview/<token>`). */
  preview_path: z.string().optional(),
  /** A preview: the draft or pending version read through a private link. */
  preview: z.boolean().optional(),
  /** The banner's size and placeholder when it is an image this server processed. */
  banner_meta: imageMetaSchema.optional(),
  /** Where it was first published (an imported post's original address). */
  canonical_url: z.string().optional(),
  /** The series it belongs to, with its published parts in order. */
  series: z.strictObject({ name: z.string(), slug: z.string(), blogs: z.array(z.strictObject({ blog_id: z.string(), title: z.string() })) }).optional(),
  /** The workshop: reviewers the author thanks on the blog's page ("Thanks to …"), in the author's order. */
  credits: z.array(z.strictObject({ username: z.string(), fullname: z.string() })).optional(),
  /** The workshop: the answer is the draft (or the pending changes) as read for review (get-blog `review: true`). */
  review: z.boolean().optional(),
});

/** POST /import-status (API.md third edition, "Import and moved links"). */
export const importStatusAnswerSchema = z.strictObject({
  state: z.enum(IMPORT_STATES),
  total: z.number(),
  done: z.number(),
  created: z.array(z.string()),
  skipped: z.array(z.strictObject({ item: z.string(), reason: z.string() })),
  /**
   * An import from another platform: the posts kept with something simplified (at most
   * IMPORT_SIMPLIFIED_LISTED, in the file's order), each with its title, its new blog, and per kind how
   * many times, with the element names or sites (`detail`). Not in an archive's import (`report`).
   */
  simplified: z.array(
    z.strictObject({
      item: z.string(),
      blog_id: z.string(),
      what: z.array(z.strictObject({ kind: z.enum(IMPORT_SIMPLIFICATIONS), count: z.number(), detail: z.array(z.string()).optional() })),
    }),
  ).optional(),
  /** How many posts were kept with something simplified, beyond the listed ones too (the screen says "and N more"). */
  simplified_total: z.number().optional(),
  /** A whole site's import (`as: "site"`): the usernames of the members it made for authors no member was. */
  members_created: z.array(z.string()).optional(),
  /** An archive of the community: what it brought in, by kind (users, blogs, comments, likes, follows, series, redirects, subscribers, images, merged accounts). */
  report: z.record(z.string(), z.number()).optional(),
});
export type ImportStatus = z.output<typeof importStatusAnswerSchema>;

export const exportSiteAnswerSchema = z.strictObject({ job_id: z.string() });
/** `url` (under the API base) is where the finished ZIP is downloaded (admin); null until then. */
export const exportSiteStatusAnswerSchema = z.strictObject({ state: z.enum(SITE_EXPORT_STATES), done: z.number(), total: z.number(), url: z.string().nullable() });
export type ExportSiteStatus = z.output<typeof exportSiteStatusAnswerSchema>;

export const redirectsAnswerSchema = z.strictObject({ redirects: z.array(z.strictObject({ from: z.string(), to: z.string() })) });

export const seriesSummarySchema = z.strictObject({ name: z.string(), slug: z.string(), count: z.number() });

export const revisionEntrySchema = z.strictObject({ rev: z.number(), savedAt: z.string(), title: z.string() });

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

/** A member's language (null: the browser's) and theme, as stored. */
export const preferencesSchema = z.strictObject({ language: z.enum(LANGUAGES).nullable(), theme: z.enum(THEME_PREFERENCES) });
export type Preferences = z.output<typeof preferencesSchema>;

export const profileAnswerSchema = z.strictObject({
  _id: z.string(),
  personal_info: personalInfo.extend({ bio: z.string(), email: z.string().optional(), email_verified: z.boolean().optional(), has_password: z.boolean().optional() }),
  account_info: z.strictObject({ total_posts: z.number(), total_reads: z.number() }),
  social_links: socialLinksAnswerSchema,
  joinedAt: z.string(),
  /** Members here and accounts on other servers (the fediverse) that follow this member. */
  followers: z.number(),
  /** How many of `followers` are on other servers. */
  fediverse_followers: z.number(),
  /** `@username@host` to follow them from Mastodon and its peers (absent when this site does not federate). */
  fediverse_handle: z.string().optional(),
  following: z.number(),
  /** Confirmed newsletter subscribers: addresses that follow this member by e-mail. */
  subscribers: z.number(),
  /** Whether the signed-in caller follows this member (absent for visitors and on one's own profile). */
  is_followed: z.boolean().optional(),
  /** Whether the signed-in caller blocked this member (absent for visitors and on one's own profile). */
  is_blocked: z.boolean().optional(),
  role: z.enum(ROLES),
  /** 0 new, 1 member, 2 trusted (moderators and admins are 2). */
  trust_level: z.union(TRUST_LEVELS.map((l) => z.literal(l))),
  /**
   * The owner's own standing toward the next level (absent for anyone else), to set beside the
   * thresholds of get-site-settings: whole days since joining, published blogs, comments nobody hid
   * (counted up to 1,000), likes received, and reports upheld against them in the last 30 days.
   */
  trust_progress: z.strictObject({ days: z.number(), blogs: z.number(), comments: z.number(), likes: z.number(), upheld_reports: z.number() }).optional(),
  /** The owner's own preferences (absent for anyone else). */
  language: preferencesSchema.shape.language.optional(),
  theme: preferencesSchema.shape.theme.optional(),
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
  /** Hidden by a moderator: only its author and moderators get it, marked. */
  hidden: z.boolean().optional(),
  /** Waiting for a trusted member's vouch: only its author gets it, marked. */
  held: z.boolean().optional(),
  /** A reply from the fediverse: its writer's handle (`@user@host`) and its page on their server. */
  remote: z.strictObject({ handle: z.string(), url: z.string() }).optional(),
  /** A reply from the fediverse's images: this server's uploads (copies of its attachments), with their alt text and size. */
  images: z.array(z.strictObject({ url: z.string(), alt: z.string(), width: z.number(), height: z.number() })).optional(),
});

const commentRef = z.strictObject({ _id: z.string(), comment: z.string() });
export const notificationSchema = z.strictObject({
  _id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  seen: z.boolean(),
  createdAt: z.string(),
  user: authorSummarySchema,
  blog: z.strictObject({ _id: z.string(), blog_id: z.string(), title: z.string(), author: z.string() }),
  comment: commentRef.optional(),
  replied_on_comment: commentRef.optional(),
  reply: commentRef.optional(),
  /** `note`: the note (or reply to a note) on the draft; its block, for opening the draft there. */
  note: z.strictObject({ _id: z.string(), text: z.string(), block_id: z.string() }).optional(),
});

/** A reading-list entry: the card, or null once the blog is gone; title and author stay. */
export const bookmarkEntrySchema = z.strictObject({
  /** The saved blog's _id (still there once the blog is gone: /bookmark with saved false removes the entry). */
  _id: z.string(),
  saved_at: z.string(),
  title: z.string(),
  author: z.strictObject({ fullname: z.string(), username: z.string() }),
  blog: blogCardSchema.nullable(),
});

const someone = z.strictObject({ username: z.string(), fullname: z.string() });

export const siteSettingsAnswerSchema = z.strictObject({ signup: z.enum(SIGNUP_MODES), hold_new: z.boolean(), trust: trustThresholdsSchema });

/** An item of the vouch queue: a held blog or comment, oldest first. */
export const vouchItemSchema = z.strictObject({
  target: z.enum(VOUCH_TARGETS),
  /** The blog's or comment's _id (POST /vouch `id`). */
  id: z.string(),
  author: z.strictObject({ username: z.string(), fullname: z.string(), profile_img: z.string() }),
  /** A blog's title and description, or a comment's text, as far as a card shows. */
  preview: z.string(),
  createdAt: z.string(),
  /** A comment's blog (its address), for reading it in context. */
  blog_id: z.string().optional(),
});

/** Someone on either side of a member's approving vouches (POST /vouch-tree). */
export const vouchRelationSchema = z.strictObject({
  username: z.string(),
  fullname: z.string(),
  profile_img: z.string(),
  /** How many approving vouches join the two (a member and their writing alike). */
  vouches: z.number(),
  /** The latest of them. */
  last: z.string(),
  /** Suspended now. */
  suspended: z.boolean(),
});
/** Who vouched for a member and whom they vouched for (moderators): a step of the vouch tree in each direction. */
export const vouchTreeAnswerSchema = z.strictObject({
  member: z.strictObject({ username: z.string(), fullname: z.string(), profile_img: z.string(), suspended: z.boolean() }),
  vouched_by: z.array(vouchRelationSchema),
  vouched_for: z.array(vouchRelationSchema),
});

export const memberSchema = z.strictObject({
  _id: z.string(),
  username: z.string(),
  fullname: z.string(),
  profile_img: z.string(),
  role: z.enum(ROLES),
  joinedAt: z.string(),
  total_posts: z.number(),
  /** Reports against the member: on them, their blogs or their comments (open and closed). */
  reports: z.number(),
  suspended_until: z.string().nullable(),
});

export const inviteSchema = z.strictObject({
  code: z.string(),
  url: z.string(),
  max_uses: z.number(),
  uses: z.number(),
  expires_at: z.string(),
  created_at: z.string(),
  created_by: someone.nullable(),
  joined: z.array(someone),
});

/** An open report with what was reported, as it is now (null once it is gone). */
export const reportEntrySchema = z.strictObject({
  _id: z.string(),
  target: z.enum(REPORT_TARGETS),
  target_id: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  reporter: someone.nullable(),
  against: someone.extend({ role: z.enum(ROLES) }).nullable(),
  content: z
    .strictObject({
      /** The blog's title, the comment's blog title, or the member's full name. */
      title: z.string(),
      /** The blog's description, the comment, or the member's bio. */
      text: z.string(),
      /** Where it is in the app (a path). */
      link: z.string(),
      hidden: z.boolean(),
    })
    .nullable(),
});

export const logEntrySchema = z.strictObject({
  _id: z.string(),
  action: z.enum(LOG_ACTIONS),
  target: z.enum(REPORT_TARGETS),
  target_id: z.string(),
  label: z.string(),
  reason: z.string(),
  days: z.number().nullable(),
  moderator: z.string(),
  createdAt: z.string(),
  /** Whether the blog or comment the entry is about is hidden now (false for members and content that is gone). */
  hidden: z.boolean(),
});

export const blogsAnswerSchema = z.strictObject({ blogs: z.array(blogCardSchema) });
export const countAnswerSchema = z.strictObject({ totalDocs: z.number() });
export const doneAnswerSchema = z.strictObject({ status: z.literal('done') });
/** One of the contract's error codes (API.md third edition). */
export const errorCodeSchema = z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]);
/** A refusal's text with values in it, as the app says it in another language: its ICU twin and the values. */
export const wordingSchema = z.strictObject({ message: z.string(), values: z.record(z.string(), z.union([z.string(), z.number()])) });
export const errorAnswerSchema = z.strictObject({ error: z.string(), code: errorCodeSchema, wording: wordingSchema.optional() });
/** A save that started from an older version (create-blog, save-edit): 409 with the stored blog. */
export const conflictAnswerSchema = z.strictObject({ error: z.string(), code: errorCodeSchema, wording: wordingSchema.optional(), blog: blogSchema });

/* The newsletter */

export const subscriberSchema = z.strictObject({
  email: z.string(),
  /** When the address subscribed (confirmed, or asked when still pending), ISO. */
  since: z.string(),
  state: z.enum(['pending', 'confirmed', 'unsubscribed', 'bounced']),
});
/** The Subscribers page's chart: confirmed subscribers at the end of each of the last 12 weeks, oldest first. */
export const subscriberGrowthSchema = z.strictObject({
  /** The week's Monday (UTC), `YYYY-MM-DD`. */
  week: z.string(),
  confirmed: z.number(),
});
export const subscribersAnswerSchema = z.strictObject({ subscribers: z.array(subscriberSchema), total: z.number(), growth: z.array(subscriberGrowthSchema) });

/* The workshop (API.md third edition, "The workshop: reviewing a draft before it is published") */

/** A person as the workshop shows them: a note's writer, a reviewer. */
export const workshopPersonSchema = z.strictObject({ username: z.string(), fullname: z.string(), profile_img: z.string() });

/** A member a draft is shared with, and how far they got: invited, read (opened it for review), noted (left a note). */
export const reviewerSchema = workshopPersonSchema.extend({ state: z.enum(REVIEWER_STATES) });
export const reviewersAnswerSchema = z.strictObject({ reviewers: z.array(reviewerSchema) });

/** A reply to a note: a note's shape without replies of its own (replies are one level deep). */
export const noteReplySchema = z.strictObject({
  _id: z.string(),
  /** The Editor.js id of the block it is about (a reply: its note's). */
  block_id: z.string(),
  /** The passage of the block it is about; null when it is about the whole block (and for replies). */
  quote: z.string().nullable(),
  text: z.string(),
  /** null: the writer deleted their account. */
  author: workshopPersonSchema.nullable(),
  createdAt: z.string(),
  /** When its writer last edited it; null if never. */
  editedAt: z.string().nullable(),
  /** The author marked it resolved (a reply: its note's). */
  resolved: z.boolean(),
  /** Its block is gone from the content it is read against (the draft, or the pending changes). */
  orphaned: z.boolean(),
  /** The blog's version (create-blog / save-edit `version`) the note was written on. */
  version: z.number(),
  /** The note a reply answers; null for a note. */
  parent: z.string().nullable(),
});
/** A note on a block of a draft, with its replies, oldest first. */
export const noteSchema = noteReplySchema.extend({ replies: z.array(noteReplySchema) });
/**
 * POST /notes: every note of a draft in the order of their blocks in the content (orphaned ones last),
 * each with its replies. `closed`: the blog was published; the notes are its author's to read only.
 */
export const notesAnswerSchema = z.strictObject({ notes: z.array(noteSchema), closed: z.boolean() });

/** A draft shared with the caller for review (POST /review-drafts). */
export const reviewDraftCardSchema = z.strictObject({
  _id: z.string(),
  blog_id: z.string(),
  title: z.string(),
  des: z.string(),
  banner: z.string(),
  language: z.string(),
  author: workshopPersonSchema,
  /** When it was shared with the caller. */
  sharedAt: z.string(),
  /** A published blog's pending changes are up for review, not a draft. */
  pending: z.boolean(),
  /** The caller's own state as its reviewer. */
  state: z.enum(REVIEWER_STATES),
  /** Notes on it (replies not counted), everyone's. */
  notes: z.number(),
});
export const reviewDraftsAnswerSchema = z.strictObject({ blogs: z.array(reviewDraftCardSchema) });

/** The fediverse's servers an admin blocked. */
export const blockedDomainsAnswerSchema = z.strictObject({ domains: z.array(z.strictObject({ domain: z.string(), blocked_at: z.string() })) });
export type BlockedDomains = z.output<typeof blockedDomainsAnswerSchema>;
