import { LIMITS, MAIN_TAGS, SAVE_LIMITS } from './constants.ts';

/** 6 to 20 characters with at least one digit, one lowercase and one uppercase letter. */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{6,20}$/;
/**
 * One plain address (RFC 5321's addr-spec without its quoted forms): a dot-atom local part, @, and a
 * domain of two or more letter-digit-hyphen labels. No display name, angle brackets, comments or
 * lists: mail software reads `<a@x>`, `a@x,b` or `a@x>,<b` as a@x, so accepting them would let one
 * mailbox hold any number of accounts. Every repetition is separated by a character it cannot
 * match, so no input makes it backtrack.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
export const USERNAME_PATTERN = /^[a-zA-Z0-9_.]+$/;

export const isValidPassword = (value: string) => value.length <= LIMITS.passwordMax && PASSWORD_PATTERN.test(value);
/** RFC 5321's limits: 64 characters before the @, 253 after it, 254 in all. */
export const isValidEmail = (value: string) => {
  if (value.length > LIMITS.emailMax || !EMAIL_PATTERN.test(value)) return false;
  const at = value.lastIndexOf('@');
  return at <= 64 && value.length - at - 1 <= 253;
};
/** How an address is stored and compared: one mailbox, one spelling. */
export const normaliseEmail = (value: string) => value.trim().toLowerCase();
export const isBlank = (value: string | null | undefined) => !value || value.trim().length === 0;

/** Tags are lowercased and trimmed; empty ones are ignored and duplicates dropped, order kept. */
export function normaliseTags(tags: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().toLowerCase();
    if (tag && !out.includes(tag)) out.push(tag);
  }
  return out;
}

/**
 * A control character (C0, or DEL): none belongs in a one-line field (a name, a title). A line break
 * in a name would show as a forged line in the text part of a mail that quotes it.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const CONTROL_CHARS = /[\u0000-\u001f\u007f]+/g;
export const hasControlChar = (value: string) => value.search(CONTROL_CHARS) !== -1;
/** A one-line text from elsewhere (a Google name): each run of control characters becomes a space. */
export const controlCharsToSpaces = (value: string) => value.replace(CONTROL_CHARS, ' ');

export const hasMainTag = (tags: readonly string[]) => tags.some((t) => MAIN_TAGS.includes(t.trim().toLowerCase()));

/** The site each social link must point at (API.md). */
export const SOCIAL_SITES = {
  youtube: { label: 'YouTube', hosts: ['youtube.com'] },
  facebook: { label: 'Facebook', hosts: ['facebook.com'] },
  twitter: { label: 'Twitter', hosts: ['twitter.com', 'x.com'] },
  github: { label: 'GitHub', hosts: ['github.com'] },
  instagram: { label: 'Instagram', hosts: ['instagram.com'] },
  website: { label: /*i18n*/ 'website', hosts: [] as string[] },
} as const;
export type SocialKey = keyof typeof SOCIAL_SITES;
export const SOCIAL_KEYS = Object.keys(SOCIAL_SITES) as SocialKey[];

/** Empty, or an http(s) URL; for the named networks, on that network's own site (or a subdomain). */
/**
 * An absolute http(s) address with no credentials and none of the characters that would leave an
 * attribute (a blog's canonical_url: it is written into the page's head and its feed item).
 */
export function isWebAddress(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (value.length === 0 || value.length > LIMITS.imageUrlMax || /[\s"'<>`\\\u0000-\u001f\u007f]/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '' && url.hostname !== '';
  } catch {
    return false;
  }
}

export function isValidSocialLink(key: SocialKey, value: string): boolean {
  if (value === '') return true;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const hosts = SOCIAL_SITES[key].hosts;
  if (hosts.length === 0) return true;
  const host = url.hostname.toLowerCase();
  return hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

/**
 * Inline links in the editor (SPEC.md section 5): whitespace is invalid (null), links without a
 * protocol get http:// except paths (/), anchors (#) and protocol-relative links (//).
 */
export function normaliseInlineLink(input: string): string | null {
  const value = input.trim();
  if (/\s/.test(value)) return null;
  if (value === '') return '';
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('/') || value.startsWith('#')) return value;
  return `http://${value}`;
}

/** Characters of code over all the code blocks of a blog (a block without text counts nothing). */
export function codeCharsOf(blocks: readonly unknown[]): number {
  let total = 0;
  for (const block of blocks) {
    const b = block as { type?: unknown; data?: { code?: unknown } } | null;
    if (b && b.type === 'code' && typeof b.data?.code === 'string') total += b.data.code.length;
  }
  return total;
}

/** Whether a blog's code stays within SAVE_LIMITS.codeTotalChars (the server refuses a save beyond it). */
export const codeWithinTotal = (blocks: readonly unknown[]) => codeCharsOf(blocks) <= SAVE_LIMITS.codeTotalChars;

/**
 * The web addresses in a comment's text, as the app turns them into links (rel COMMENT_LINK_REL):
 * http(s) addresses and bare www. ones. Holding counts them against NEW_MEMBER_LIMITS.linksPerComment.
 */
export const COMMENT_LINK_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
export const commentLinks = (text: string): string[] => text.match(COMMENT_LINK_PATTERN) ?? [];
