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
