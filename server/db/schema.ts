import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ThemePreference } from '../../src/contract/constants.ts';
import type { Language } from '../../src/contract/languages.ts';

/** The schema as drizzle sees it. The SQL in migrations/ is the source of truth; keep the two equal. */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const seq = () => bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity();
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export interface SocialLinksRow {
  youtube: string;
  facebook: string;
  twitter: string;
  github: string;
  instagram: string;
  website: string;
}

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  seq: seq(),
  fullname: text('fullname').notNull(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  googleAuth: boolean('google_auth').notNull().default(false),
  username: text('username').notNull().unique(),
  bio: text('bio').notNull().default(''),
  profileImg: text('profile_img').notNull(),
  socialLinks: jsonb('social_links').$type<SocialLinksRow>().notNull().default({ youtube: '', facebook: '', twitter: '', github: '', instagram: '', website: '' }),
  totalPosts: integer('total_posts').notNull().default(0),
  totalReads: bigint('total_reads', { mode: 'number' }).notNull().default(0),
  tokenVersion: integer('token_version').notNull().default(0),
  emailVerified: boolean('email_verified').notNull().default(false),
  /** The password's holder proved the address (migration 0011): see server/routes/account.ts verifyEmail. */
  passwordProved: boolean('password_proved').notNull().default(false),
  emailSettings: jsonb('email_settings').$type<EmailSettingsRow>().notNull().default({ comment: true, reply: true, new_blog: true, digest: false, review: true }),
  joinedAt: ts('joined_at').notNull().defaultNow(),
  /** member, moderator or admin (migration 0006); ADMIN_EMAILS make admins at start and sign-up. */
  role: text('role').$type<Role>().notNull().default('member'),
  suspendedUntil: ts('suspended_until'),
  /** When they were last suspended (migration 0021): a voucher's cool-down reads it. */
  suspendedAt: ts('suspended_at'),
  /** A trust level an admin set, which then stays (migration 0021); null: computed from activity. */
  trustFixed: smallint('trust_fixed'),
  /** The lowest level whatever the activity (migration 0021): 1 after two trusted vouches or a trusted member's invite. */
  trustFloor: smallint('trust_floor').notNull().default(0),
  inviteCode: text('invite_code'),
  /** The member's language (migration 0015); null: the browser's. */
  language: text('language').$type<Language>(),
  /** light, dark or system (migration 0015). */
  theme: text('theme').$type<ThemePreference>().notNull().default('system'),
});

export type Role = 'member' | 'moderator' | 'admin';

/** One row per signed-in device: an access token is valid while its session row exists (migration 0002). */
export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
});

export const blogs = pgTable('blogs', {
  id: uuid('id').primaryKey().defaultRandom(),
  seq: seq(),
  blogId: text('blog_id').notNull().unique(),
  title: text('title').notNull(),
  banner: text('banner').notNull().default(''),
  des: text('des').notNull().default(''),
  content: jsonb('content').$type<{ time?: number; blocks: unknown[]; version?: string }>().notNull(),
  tags: text('tags').array().notNull().default(sql`'{}'`),
  author: uuid('author')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  draft: boolean('draft').notNull().default(false),
  totalLikes: integer('total_likes').notNull().default(0),
  totalComments: integer('total_comments').notNull().default(0),
  totalParentComments: integer('total_parent_comments').notNull().default(0),
  totalReads: bigint('total_reads', { mode: 'number' }).notNull().default(0),
  publishedAt: ts('published_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  /** Hidden by a moderator: gone for everyone but its author and moderators (migration 0006). */
  hidden: boolean('hidden').notNull().default(false),
  /** Grows with every save (migration 0007). */
  version: integer('version').notNull().default(1),
  /** Unpublished changes of a published blog. */
  pending: jsonb('pending').$type<PendingFields>(),
  scheduledAt: ts('scheduled_at'),
  /** The preview link's token hashed, and the nonce it is made from (migration 0016; server/auth/previewTokens.ts). */
  previewTokenHash: text('preview_token_hash').unique(),
  previewNonce: text('preview_nonce'),
  /** Its series and place in it (migration 0008). */
  series: uuid('series'),
  seriesPosition: integer('series_position'),
  /** Its original address when it was first published elsewhere (migration 0017). */
  canonicalUrl: text('canonical_url'),
  /** The language it is written in, a canonical BCP 47 tag (migration 0019). */
  language: text('language').notNull().default('en'),
  /** Whether first publishing sends it to the author's subscribers (migration 0020). */
  newsletter: boolean('newsletter').notNull().default(true),
  /** Waiting for a trusted member's vouch (migration 0021): also hidden, and shown to its author only. */
  held: boolean('held').notNull().default(false),
  /** Reviewers the author thanks on the page, in order (migration 0023). */
  credits: uuid('credits').array().notNull().default(sql`'{}'`),
  /** Boosts from the fediverse (migration 0025). */
  totalShares: integer('total_shares').notNull().default(0),
  /** When its Create went out to the fediverse; null: never (migration 0025). */
  federatedAt: ts('federated_at'),
  /** How many Deletes its Article got: the id it goes out under next (migration 0030). */
  federationRound: integer('federation_round').notNull().default(0),
});

export const series = pgTable('series', {
  id: uuid('id').primaryKey().defaultRandom(),
  author: uuid('author')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** The fields of a blog an author edits (a pending edit, a revision). */
export interface PendingFields {
  title: string;
  banner: string;
  des: string;
  content: { time?: number; blocks: unknown[]; version?: string };
  tags: string[];
}

export const blogRevisions = pgTable(
  'blog_revisions',
  {
    blog: uuid('blog')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    rev: integer('rev').notNull(),
    savedAt: ts('saved_at').notNull().defaultNow(),
    title: text('title').notNull(),
    banner: text('banner').notNull(),
    des: text('des').notNull(),
    content: jsonb('content').$type<PendingFields['content']>().notNull(),
    tags: text('tags').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.blog, t.rev] })],
);

/** The words of each blog for full-text search, kept by a trigger on blogs (migration 0001). */
export const blogSearch = pgTable('blog_search', {
  blog: uuid('blog')
    .primaryKey()
    .references(() => blogs.id, { onDelete: 'cascade' }),
  /** A draft or a hidden blog (migration 0006). */
  unlisted: boolean('unlisted').notNull(),
  publishedAt: ts('published_at').notNull(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  search: tsvector('search').notNull(),
  /** The words of the blog's text, without positions, kept by the same trigger (migration 0010). */
  body: tsvector('body').notNull().default(sql`''::tsvector`),
});

export const likes = pgTable(
  'likes',
  {
    userId: uuid('user_id').notNull(),
    blog: uuid('blog').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blog, t.userId] })],
);

export const comments = pgTable('comments', {
  id: uuid('id').primaryKey().defaultRandom(),
  seq: seq(),
  blog: uuid('blog').notNull(),
  comment: text('comment').notNull(),
  /** null: the author deleted their account and the comment stays as [deleted] (migration 0004). */
  commentedBy: uuid('commented_by'),
  isReply: boolean('is_reply').notNull().default(false),
  parent: uuid('parent'),
  commentedAt: ts('commented_at').notNull().defaultNow(),
  hidden: boolean('hidden').notNull().default(false),
  /** Waiting for a trusted member's vouch (migration 0021): also hidden, and shown to its author only. */
  held: boolean('held').notNull().default(false),
  /** A reply from the fediverse (migration 0025): its actor, its Note's id and page; commented_by is null. */
  remoteActor: uuid('remote_actor'),
  remoteId: text('remote_id').unique(),
  remoteUrl: text('remote_url'),
  /** A remote reply's images, copies of its attachments (migration 0031). */
  images: jsonb('images').$type<CommentImage[]>(),
});

/** An image of a remote reply: one of this server's uploads, with the alt text its writer gave. */
export interface CommentImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

export const notifications = pgTable('notifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  seq: seq(),
  type: text('type').$type<'like' | 'comment' | 'reply' | 'new_blog' | 'review_request' | 'note'>().notNull(),
  blog: uuid('blog').notNull(),
  notificationFor: uuid('notification_for').notNull(),
  /** Who did it: a member, or (user_id null) a remote actor (migration 0025). */
  userId: uuid('user_id'),
  remoteActor: uuid('remote_actor'),
  comment: uuid('comment'),
  repliedOnComment: uuid('replied_on_comment'),
  reply: uuid('reply'),
  /** A `note` notification's note (migration 0023). */
  note: uuid('note'),
  seen: boolean('seen').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const uploads = pgTable('uploads', {
  key: text('key').primaryKey(),
  owner: uuid('owner'),
  contentType: text('content_type'),
  size: integer('size'),
  expiresAt: ts('expires_at').notNull(),
  uploadedAt: ts('uploaded_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  // What the image pipeline made of it (migration 0014).
  width: integer('width'),
  height: integer('height'),
  placeholder: text('placeholder'),
  alpha: boolean('alpha').notNull().default(false),
  animated: boolean('animated').notNull().default(false),
  widths: integer('widths').array(),
  processedAt: ts('processed_at'),
  imageError: text('image_error'),
  /** Read from an import (migration 0018): outside the hourly quota of upload URLs. */
  imported: boolean('imported').notNull().default(false),
});

/** Which blog (banner, image blocks) or profile picture uses an upload (migration 0003). */
export const uploadUses = pgTable('upload_uses', {
  key: text('key')
    .notNull()
    .references(() => uploads.key, { onDelete: 'cascade' }),
  blog: uuid('blog').references(() => blogs.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  /** A remote actor's copied picture (migration 0030). */
  remoteActor: uuid('remote_actor').references((): AnyPgColumn => remoteActors.id, { onDelete: 'cascade' }),
  /** A remote reply's copied image (migration 0031). */
  comment: uuid('comment').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
});

export interface EmailSettingsRow {
  comment: boolean;
  reply: boolean;
  new_blog: boolean;
  digest: boolean;
  /** Notes on one's drafts and replies to one's notes (the workshop); rows from before it lack it: on. */
  review?: boolean;
}

/** Password reset and verification links: the hash of each token, single use (migration 0004). */
export const accountTokens = pgTable('account_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose').$type<'reset' | 'verify'>().notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Mail waiting to be sent, or sent (migration 0004). */
export const outbox = pgTable('outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  seq: seq(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  toEmail: text('to_email').notNull(),
  kind: text('kind').notNull(),
  eventKey: text('event_key').notNull().unique(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
  sentAt: ts('sent_at'),
  failedAt: ts('failed_at'),
  lastError: text('last_error'),
  createdAt: ts('created_at').notNull().defaultNow(),
  /** Comment and reply mail: the thread (blog) it is about, for the per-recipient hourly throttle (migration 0011). */
  thread: text('thread'),
  /** When the mail was meant to go: at once, or when the hour since the thread's last mail ends. */
  dueAt: ts('due_at').notNull().defaultNow(),
  /** The comments a waiting thread mail lists; later ones are added while it waits. */
  items: jsonb('items').$type<ThreadMailItems>(),
  /** A newsletter mail's shared body (migration 0020), and its subscriber's unsubscribe address put in it when taken. */
  newsletterCopy: bigint('newsletter_copy', { mode: 'number' }),
  unsubscribeUrl: text('unsubscribe_url'),
});

/** One comment or reply in a thread mail. */
export interface ThreadMailItem {
  /** The member's mail setting it falls under (a note or a reply to one: `review`). */
  kind: 'comment' | 'reply' | 'review';
  /** A note's mail: a reply to the recipient's note. */
  reply?: boolean;
  who: string;
  text: string;
}

/** What a waiting thread mail lists: the first comments (a mail stays short) and how many there are. */
export interface ThreadMailItems {
  total: number;
  shown: ThreadMailItem[];
}

/** Events waiting for a member's daily digest (migration 0004). */
export const digestItems = pgTable('digest_items', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  eventKey: text('event_key').notNull().unique(),
  line: text('line').notNull(),
  link: text('link').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Who follows whom (migration 0005). */
export const follows = pgTable(
  'follows',
  {
    follower: uuid('follower')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followee: uuid('followee')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.follower, t.followee] })],
);

/** Reading lists; a deleted blog's bookmark stays with its title and author (migration 0005). */
export const bookmarks = pgTable('bookmarks', {
  id: uuid('id').primaryKey().defaultRandom(),
  seq: seq(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  blog: uuid('blog').references(() => blogs.id, { onDelete: 'set null' }),
  /** The _id saved, kept when the blog goes (migration 0006). */
  savedBlog: uuid('saved_blog'),
  title: text('title').notNull(),
  authorUsername: text('author_username').notNull(),
  authorFullname: text('author_fullname').notNull(),
  savedAt: ts('saved_at').notNull().defaultNow(),
});

/* Governing (migration 0006) */

export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

export const invites = pgTable('invites', {
  code: text('code').primaryKey(),
  seq: seq(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  maxUses: integer('max_uses').notNull(),
  uses: integer('uses').notNull().default(0),
  expiresAt: ts('expires_at').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export type ReportTarget = 'blog' | 'comment' | 'user';

export const reports = pgTable('reports', {
  id: uuid('id').primaryKey().defaultRandom(),
  seq: seq(),
  reporter: uuid('reporter').references(() => users.id, { onDelete: 'cascade' }),
  target: text('target').$type<ReportTarget>().notNull(),
  targetId: uuid('target_id').notNull(),
  against: uuid('against').references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
  /** What a closed report came to (migration 0011): dismissed, or upheld by an action. */
  outcome: text('outcome').$type<'dismissed' | 'upheld'>(),
  createdAt: ts('created_at').notNull().defaultNow(),
  closedAt: ts('closed_at'),
});

export const moderationLog = pgTable('moderation_log', {
  id: uuid('id').primaryKey().defaultRandom(),
  seq: seq(),
  moderator: uuid('moderator').references(() => users.id, { onDelete: 'set null' }),
  moderatorUsername: text('moderator_username').notNull(),
  action: text('action').notNull(),
  target: text('target').$type<ReportTarget>().notNull(),
  targetId: uuid('target_id').notNull(),
  label: text('label').notNull(),
  reason: text('reason').notNull().default(''),
  days: integer('days'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const blocks = pgTable(
  'blocks',
  {
    blocker: uuid('blocker')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blocked: uuid('blocked')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blocker, t.blocked] })],
);

export type SubscriberState = 'pending' | 'confirmed' | 'unsubscribed' | 'bounced';

/** Addresses that follow an author by e-mail (migration 0020). */
export const subscribers = pgTable('subscribers', {
  id: uuid('id').primaryKey().defaultRandom(),
  seq: seq(),
  author: uuid('author')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  state: text('state').$type<SubscriberState>().notNull().default('pending'),
  confirmTokenHash: text('confirm_token_hash').unique(),
  confirmSentAt: ts('confirm_sent_at'),
  language: text('language').$type<Language>(),
  bounceCount: integer('bounce_count').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
  confirmedAt: ts('confirmed_at'),
});

/** The addresses each blog's mail was queued for (migration 0020). */
export const newsletterSends = pgTable('newsletter_sends', {
  blog: uuid('blog')
    .notNull()
    .references(() => blogs.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.blog, t.email] })]);

/** A blog's newsletter mail in one language, shared by its queued mails (migration 0020). */
export const newsletterCopies = pgTable('newsletter_copies', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  blog: uuid('blog')
    .notNull()
    .references(() => blogs.id, { onDelete: 'cascade' }),
  language: text('language').notNull(),
  /** Who the copy is for: the author's subscribers, or followers with new-blog mail on. */
  audience: text('audience').$type<'subscriber' | 'follower'>().notNull().default('subscriber'),
  marker: text('marker').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Who vouched for whom and for what (migration 0021): a held blog or comment, or the member. */
export const vouches = pgTable('vouches', {
  id: uuid('id').primaryKey().defaultRandom(),
  seq: seq(),
  voucher: uuid('voucher')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  vouchee: uuid('vouchee')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  target: text('target').$type<'blog' | 'comment' | 'user'>().notNull(),
  targetId: uuid('target_id').notNull(),
  approve: boolean('approve').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/* The workshop (migration 0023) */

/** A member a blog is shared with for review. */
export const blogReviewers = pgTable(
  'blog_reviewers',
  {
    blog: uuid('blog')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedAt: ts('invited_at').notNull().defaultNow(),
    /** When they first opened the draft for review. */
    readAt: ts('read_at'),
  },
  (t) => [primaryKey({ columns: [t.blog, t.userId] })],
);

/** A note on a block of a blog under review, or a reply to one. */
export const notes = pgTable('notes', {
  id: uuid('id').primaryKey().defaultRandom(),
  blog: uuid('blog')
    .notNull()
    .references(() => blogs.id, { onDelete: 'cascade' }),
  parent: uuid('parent'),
  blockId: text('block_id').notNull(),
  quote: text('quote'),
  text: text('text').notNull(),
  /** null: its writer deleted their account. */
  author: uuid('author'),
  /** The blog's version it was written on. */
  version: integer('version').notNull(),
  resolved: boolean('resolved').notNull().default(false),
  /** Set when the blog is published: read-only for its author from then on. */
  closed: boolean('closed').notNull().default(false),
  /** The revision whose publishing closed it (migration 0027); null while open, or when its changes were discarded. */
  rev: integer('rev'),
  createdAt: ts('created_at').notNull().defaultNow(),
  editedAt: ts('edited_at'),
});

/* The fediverse (migration 0025) */

/** A member's signing key pairs as JWKs, made when the actor is first asked for. */
export const actorKeys = pgTable('actor_keys', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  rsa: jsonb('rsa').$type<JwkPair>().notNull(),
  ed25519: jsonb('ed25519').$type<JwkPair>().notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** A deleted member's key pairs, kept until the Delete of their actor is queued (migration 0030). */
export const departedActors = pgTable('departed_actors', {
  id: uuid('id').primaryKey(),
  rsa: jsonb('rsa').$type<JwkPair>().notNull(),
  ed25519: jsonb('ed25519').$type<JwkPair>().notNull(),
  departedAt: ts('departed_at').notNull().defaultNow(),
});

/** A deleted member's actor id and username: their actor answers 410 Gone (migration 0031). */
export const departedMembers = pgTable('departed_members', {
  id: uuid('id').primaryKey(),
  username: text('username').notNull(),
  departedAt: ts('departed_at').notNull().defaultNow(),
});

export interface JwkPair {
  privateKey: JsonWebKey;
  publicKey: JsonWebKey;
}

/** An actor of another server: a follower, a commenter, a liker. */
export const remoteActors = pgTable('remote_actors', {
  id: uuid('id').primaryKey().defaultRandom(),
  uri: text('uri').notNull().unique(),
  domain: text('domain').notNull(),
  /** user@host */
  handle: text('handle').notNull(),
  name: text('name').notNull().default(''),
  iconUrl: text('icon_url'),
  /** The picture shown here (our own path): a drawn default, or the copy of their icon. */
  avatar: text('avatar').notNull(),
  /** The icon address `avatar` was copied from, or refused from (migration 0030). */
  avatarSource: text('avatar_source'),
  url: text('url'),
  inbox: text('inbox').notNull(),
  sharedInbox: text('shared_inbox'),
  fetchedAt: ts('fetched_at').notNull().defaultNow(),
});

export const remoteFollowers = pgTable(
  'remote_followers',
  {
    followee: uuid('followee')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actor: uuid('actor')
      .notNull()
      .references(() => remoteActors.id, { onDelete: 'cascade' }),
    followId: text('follow_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.followee, t.actor] })],
);

export const remoteReactions = pgTable(
  'remote_reactions',
  {
    blog: uuid('blog')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    actor: uuid('actor')
      .notNull()
      .references(() => remoteActors.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'like' | 'share'>().notNull(),
    activityId: text('activity_id').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blog, t.actor, t.kind] })],
);

export const blockedDomains = pgTable('blocked_domains', {
  domain: text('domain').primaryKey(),
  blockedBy: uuid('blocked_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const remoteBlocks = pgTable(
  'remote_blocks',
  {
    blocker: uuid('blocker')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actor: uuid('actor')
      .notNull()
      .references(() => remoteActors.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blocker, t.actor] })],
);

/** Fedify's key-value store. */
export const federationKv = pgTable('federation_kv', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  expiresAt: ts('expires_at'),
});
