/**
 * The interface's languages (API.md, "Languages and theme"). Content is never translated; these
 * decide the language of what the site itself says. The first is the default.
 */
export const LANGUAGES = ['en', 'es', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's own name, as its speakers write it (what a picker lists). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', ar: 'العربية' };

/** Right-to-left languages: `<html dir="rtl">`. */
const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ar']);

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export const directionOf = (language: Language): 'ltr' | 'rtl' => (RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr');

/** The cookie that carries a visitor's or member's chosen language to the server's pages. */
export const LANGUAGE_COOKIE = 'lang';

/** One of ours for a language tag (`es-MX` -> `es`, `ar-EG` -> `ar`), or undefined. */
export function languageOfTag(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}

/** The first of the browser's preferred languages that we speak (`navigator.languages` order). */
export function firstSpoken(tags: readonly string[]): Language | undefined {
  for (const tag of tags) {
    const found = languageOfTag(tag);
    if (found) return found;
  }
  return undefined;
}

/**
 * The language an `Accept-Language` header asks for (RFC 9110 12.5.4): the highest-weighted tag we
 * speak; among equal weights, the earlier one. `*` and tags we do not speak are passed over, and a
 * weight of 0 means "not this one".
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  let best: { language: Language; q: number } | undefined;
  for (const part of header.split(',').slice(0, 20)) {
    const [tag, ...params] = part.split(';');
    const language = languageOfTag(tag);
    if (!language) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language;
}

/** The value of the language cookie in a `Cookie` header, when it names one of ours. */
export function languageFromCookie(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === LANGUAGE_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return isLanguage(value) ? value : undefined;
    }
  }
  return undefined;
}

/*
 * A blog's own language (API.md, "Languages and theme": create-blog's `language`). Content is never
 * translated, and a blog may be written in any language, not only the interface's three: any
 * well-formed BCP 47 tag with an ISO 639 language subtag is taken, in its canonical form
 * (`EN-us` -> `en-US`, `iw` -> `he`). It is not checked against the registry of languages: which
 * tags the server knew would then hang on its ICU data's version.
 */

/** The longest blog language tag taken (a language, script, region and a variant fit well within it). */
export const BLOG_LANGUAGE_MAX = 35;

/** The canonical form of a well-formed BCP 47 language tag of at most BLOG_LANGUAGE_MAX characters, or undefined. */
export function canonicalLanguageTag(tag: string): string | undefined {
  // The language subtag is an ISO 639 code of two or three letters: BCP 47's five-to-eight-letter
  // "registered" subtags exist in its grammar only, and they let plain words through ("english").
  if (tag.length === 0 || tag.length > BLOG_LANGUAGE_MAX || !/^[a-z]{2,3}(?:-|$)/i.test(tag)) return undefined;
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    return canonical && canonical.length <= BLOG_LANGUAGE_MAX ? canonical : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Languages written right to left in their usual script, and scripts written right to left. A fixed
 * list rather than the browser's likely-subtags data (Intl.Locale maximize), so that the server's
 * first screen and the hydrating browser always agree.
 */
const RIGHT_TO_LEFT_LANGUAGES: ReadonlySet<string> = new Set(['ar', 'arc', 'azb', 'bal', 'bqi', 'ckb', 'dv', 'fa', 'glk', 'he', 'ks', 'lrc', 'mzn', 'nqo', 'pnb', 'prs', 'ps', 'sd', 'skr', 'syr', 'ug', 'ur', 'yi']);
const RIGHT_TO_LEFT_SCRIPTS: ReadonlySet<string> = new Set(['adlm', 'arab', 'hebr', 'mand', 'nkoo', 'rohg', 'samr', 'syrc', 'thaa', 'yezi']);

/** The direction a blog in this language reads in: its script's when the tag names one, else its language's usual one. */
export function directionOfTag(tag: string): 'ltr' | 'rtl' {
  const [language = '', second = ''] = tag.toLowerCase().split('-');
  // A script subtag comes right after the language (a canonical tag has no extended language subtag).
  const script = /^[a-z]{4}$/.test(second) ? second : undefined;
  if (script) return RIGHT_TO_LEFT_SCRIPTS.has(script) ? 'rtl' : 'ltr';
  return RIGHT_TO_LEFT_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}
