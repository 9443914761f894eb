/** SPEC.md section 9: business constants and limits, shared by the app and the server. */

/** The nine main categories, as shown in the category filter. */
export const MAIN_CATEGORIES = ['Tech', 'Gaming', 'Pop Culture', 'Social Media', 'Finance', 'Sports', 'Music', 'Nature', 'Travel'] as const;
export type MainCategory = (typeof MAIN_CATEGORIES)[number];

/** The main categories as tags (tags are stored lowercased). */
export const MAIN_TAGS: readonly string[] = MAIN_CATEGORIES.map((c) => c.toLowerCase());

export const NOTIFICATION_FILTERS = ['all', 'like', 'comment', 'reply', 'new_blog'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];
/**
 * What a notification can be about. The workshop's two (a draft shared for review, a note on a draft)
 * have no filter of their own: `all` shows them.
 */
export const NOTIFICATION_TYPES = ['like', 'comment', 'reply', 'new_blog', 'review_request', 'note'] as const;

export const SESSION_KEYS = { user: 'user', theme: 'theme' } as const;
/** The themes a page is drawn in. */
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';
/** What a reader chooses (API.md, third edition): a theme, or `system`, which follows the device's setting. */
export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export const DEFAULT_THEME_PREFERENCE: ThemePreference = 'system';
// The interface's languages live in languages.ts (with how a request's language is found).

/** Lengths: SPEC.md section 9 for the forms, API.md "Details that are easy to get wrong" for the rest. */
export const LIMITS = {
  fullnameMin: 3,
  fullnameMax: 60,
  usernameMin: 3,
  usernameMax: 30,
  bioMax: 160,
  descriptionMax: 200,
  tagsMax: 5,
  tagMax: 40,
  titleMax: 200,
  emailMax: 254,
  passwordMin: 6,
  passwordMax: 20,
  commentMax: 5000,
  linkMax: 500,
  imageUrlMax: 2000,
  searchQueryMax: 200,
  /** Blocks in one blog: generous, but bounded so one request cannot exhaust the server. */
  blocksMax: 5000,
} as const;

/** Page sizes decided by the server (API.md). */
export const PAGE_SIZES = {
  latest: 10,
  trending: 10,
  searchDefault: 6,
  searchMax: 50,
  searchUsers: 20,
  comments: 10,
  replies: 10,
  notifications: 10,
  userBlogs: 10,
  following: 10,
  bookmarks: 10,
  members: 20,
  invites: 20,
  moderation: 20,
  moderationLog: 20,
  subscribers: 50,
  reviewDrafts: 10,
} as const;

export const ROLES = ['member', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const SIGNUP_MODES = ['open', 'invite', 'closed'] as const;
export type SignupMode = (typeof SIGNUP_MODES)[number];
export const REPORT_TARGETS = ['blog', 'comment', 'user'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];
export const MODERATION_ACTIONS = ['dismiss', 'hide', 'delete', 'suspend'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
/**
 * What the moderation log records: the actions on reports, showing hidden content again, and
 * `quorum`: three trusted members' reports hid an item until a moderator decides.
 */
export const LOG_ACTIONS = [...MODERATION_ACTIONS, 'unhide', 'quorum'] as const;
export type LogAction = (typeof LOG_ACTIONS)[number];
/** What can be hidden, and so shown again. */
export const HIDEABLE_TARGETS = ['blog', 'comment'] as const;

/* Trust (API.md, "Trust") */

/** 0 new, 1 member, 2 trusted. */
export const TRUST_LEVELS = [0, 1, 2] as const;
export type TrustLevel = (typeof TRUST_LEVELS)[number];
/** What a trusted member vouches for: a held blog or comment, or the member themselves. */
export const VOUCH_TARGETS = ['blog', 'comment', 'user'] as const;
export type VouchTarget = (typeof VOUCH_TARGETS)[number];
/** What each level needs, as a new site starts (site settings change them). */
export const DEFAULT_TRUST_THRESHOLDS = {
  /** Level 1: this many days old, and this many published blogs or comments nobody hid. */
  level1: { days: 1, blogs: 1, comments: 3 },
  /** Level 2: this many days old, published blogs and likes received, and no report upheld against them in 30 days. */
  level2: { days: 14, blogs: 3, likes: 10 },
} as const;
/** What holding asks of a level-0 member while it is on. */
export const NEW_MEMBER_LIMITS = {
  /** Their first blogs and comments wait for a vouch. */
  heldBlogs: 2,
  heldComments: 3,
  /** At most this many a day (24 hours). */
  blogsPerDay: 3,
  commentsPerDay: 20,
  /** Links (http(s) addresses) in one comment. */
  linksPerComment: 2,
} as const;
/** Reports from this many different trusted members hide a blog or comment until a moderator decides. */
export const REPORT_QUORUM = 3;
/** A voucher whose vouchee is suspended within this many days of the vouch cannot vouch for as many days. */
export const VOUCH_COOLDOWN_DAYS = 30;
/** How many trusted members vouching for a new member raise them to level 1. */
export const VOUCHES_FOR_MEMBER = 2;
/** The rel of a link in a comment: readers' links earn no ranking from this site. */
export const COMMENT_LINK_REL = 'nofollow ugc';

/* The workshop (API.md, "The workshop: reviewing a draft before it is published") */

/** Members a draft can be shared with at once, for review. */
export const REVIEWERS_MAX = 20;
/** Characters of a note (or a reply to one) on a draft's block. */
export const NOTE_TEXT_MAX = 2000;
/** Characters of a note's quote: the passage of its block it is about. */
export const NOTE_QUOTE_MAX = 2000;
/**
 * Where a reviewer is, as the author's Share dialog shows it: invited (nothing yet), read (opened
 * the draft for review), noted (left at least one note).
 */
export const REVIEWER_STATES = ['invited', 'read', 'noted'] as const;
export type ReviewerState = (typeof REVIEWER_STATES)[number];

export const SIMILAR_BLOGS_LIMIT = 6;
export const SEARCH_LIMIT = 6;

/** Delays, in milliseconds. */
export const DELAYS = {
  dropdownClose: 200,
  redirectAfterDraftSave: 500,
  redirectAfterPublish: 500,
  embedDebounce: 450,
  editorChangeBatch: 400,
  googlePopupClosedCheck: 8000,
  /** The editor saves unsaved work to the server at most this often (the issue: every 30 s). */
  serverAutosave: 30_000,
  /** The editor saves to the server once the writing pauses this long ... */
  serverAutosavePause: 3_000,
  /** ... and no sooner than this after its last save started (a per-minute limit on saves stays far). */
  serverAutosaveGap: 10_000,
} as const;

/** Toasts (SPEC.md section 9). Loading toasts never expire. */
export const TOASTS = {
  successDuration: 2000,
  errorDuration: 4000,
  defaultDuration: 4000,
  loadingDuration: Infinity,
  maxVisible: 20,
  maxWidthPx: 350,
} as const;

export const GOOGLE_POPUP = { width: 500, height: 600 } as const;
export const SEARCH_ENTER_KEY_CODE = 13;
export const HEADING_LEVELS = [2, 3] as const;
export const DEFAULT_HEADING_LEVEL = 2;
/** Comment indent: 4 per level, scaled by 10 px. */
export const COMMENT_INDENT_PX_PER_LEVEL = 4 * 10;
export const EDITOR = { mobileBreakpointPx: 650, contentWidthPx: 650, holderId: 'textEditor' } as const;
export const BANNER_ACCEPT = '.png, .jpg, .jpeg';
export const PROFILE_IMG_ACCEPT = '.jpg, .png, .jpeg';
/** Reading time: words a minute, and seconds for images (12 s first, 1 s less each next, at least 3 s). */
export const READING = { wordsPerMinute: 275, firstImageSeconds: 12, minImageSeconds: 3 } as const;
/** Uploads (API.md). */
export const UPLOADS = { maxBytes: 10 * 1024 * 1024, types: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] } as const;

/**
 * The variants of an uploaded image (API.md, "Images"): `?w=` one of these widths, `&format=` one of
 * these formats; profile pictures also as `?s=` squares. Anything else is a 400 (no resizing on demand).
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg', 'png'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const AVATAR_SIZES = [64, 128, 256] as const;
/** What the pipeline refuses before decoding: more pixels (a frame's), more animation frames. */
export const IMAGE_LIMITS = { maxPixels: 50_000_000, maxFrames: 200 } as const;

/**
 * Languages of the code block (API.md "Writing and publishing": `code { code, language }`): the
 * editor's picker offers these, the server highlights them (highlight.js names), any other value is
 * stored as `plaintext`.
 */
export const CODE_LANGUAGES = {
  plaintext: 'Plain text',
  bash: 'Shell',
  c: 'C',
  cpp: 'C++',
  csharp: 'C#',
  css: 'CSS',
  diff: 'Diff',
  go: 'Go',
  java: 'Java',
  javascript: 'JavaScript',
  json: 'JSON',
  kotlin: 'Kotlin',
  markdown: 'Markdown',
  php: 'PHP',
  python: 'Python',
  ruby: 'Ruby',
  rust: 'Rust',
  sql: 'SQL',
  swift: 'Swift',
  typescript: 'TypeScript',
  xml: 'HTML / XML',
  yaml: 'YAML',
} as const;
export type CodeLanguage = keyof typeof CODE_LANGUAGES;
export const isCodeLanguage = (v: unknown): v is CodeLanguage => typeof v === 'string' && Object.hasOwn(CODE_LANGUAGES, v);
/** Limits of the new blocks: a code block's characters, a table's rows and columns. */
export const BLOCK_LIMITS = { codeChars: 100_000, tableRows: 300, tableCols: 20 } as const;
/**
 * What one save (create-blog, save-edit) may cost the server. Highlighting costs 70-210 ms per
 * 100,000 characters of code, so the code of a whole blog has a total, not only each block a length;
 * highlighting stops `highlightMs` into one save's work (the rest of its code is kept as plain text);
 * and a member has `perMinute` saves a minute: the editor autosaves every 30 s, so an author never
 * comes near it.
 */
export const SAVE_LIMITS = { codeTotalChars: 200_000, highlightMs: 1_000, perMinute: 20 } as const;

/** The id of the JSON element after the app's root that carries a server-rendered first screen's data (FirstScreenData). */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';
