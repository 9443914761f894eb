/*
 * The inline HTML that block text may hold (API.md "Content"), as plain data: the server's
 * sanitiser, the browser's, the server render's and the editor's paste all build from this, so
 * they cannot drift apart.
 */

/** The only tags inline block text keeps. */
export const INLINE_TAGS = ['b', 'i', 'a', 'mark', 'code', 'br'] as const;
export type InlineTag = (typeof INLINE_TAGS)[number];

/** The attributes stored inline tags keep: only a link's target (rel is always set by the sanitiser). */
export const INLINE_ATTRIBUTES = { a: ['href'] } as const satisfies Partial<Record<InlineTag, readonly string[]>>;

/** Every link gets this rel: no opener, no referrer, and no ranking credit for what a writer links. */
export const LINK_REL = 'noopener noreferrer nofollow';

/** The schemes a link may have; a reference without a scheme (a path, ?query, #anchor, //host) is allowed too. */
export const LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/** An absolute URL whose page opens in a new tab (the browser's link rule; the stored text has no target). */
export const OPENS_ELSEWHERE = /^https?:/i;

/**
 * Whether a link target is safe to keep. The browser's URL parser drops tabs and newlines anywhere
 * and C0 controls and spaces at the ends before it reads the scheme, so they are dropped here too:
 * `java\tscript:` is javascript:.
 */
export function isSafeHref(href: string): boolean {
  // eslint-disable-next-line no-control-regex
  const bare = href.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(bare);
  return scheme === null || (LINK_SCHEMES as readonly string[]).includes(scheme[1]!.toLowerCase());
}
