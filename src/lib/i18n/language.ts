import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, directionOf, firstSpoken, isLanguage, LANGUAGE_COOKIE, languageFromCookie, type Language } from '@/contract';
import { loadCatalogue, type CataloguePart } from './catalogues.ts';

/** Where a visitor's choice of language is kept between visits (the cookie tells the server too). */
const STORAGE_KEY = 'language';
const COOKIE_MAX_AGE_S = 400 * 24 * 3600; // the longest a browser keeps a cookie (RFC 6265bis)

/** The language chosen on this browser (picker or a member's setting), if any. */
export function storedLanguage(): Language | undefined {
  try {
    const kept = localStorage.getItem(STORAGE_KEY);
    if (isLanguage(kept)) return kept;
  } catch {
    // storage blocked: the cookie may still say
  }
  return languageFromCookie(typeof document === 'undefined' ? undefined : document.cookie);
}

/** The browser's own preference among ours (`navigator.languages`), if it has one we speak. */
export const browserLanguage = (): Language | undefined => (typeof navigator === 'undefined' ? undefined : firstSpoken(navigator.languages ?? [navigator.language]));

/**
 * The language the app starts in: the one chosen on this browser, else the browser's, else English.
 * The server decides the same way (the cookie, else Accept-Language), so a page it drew is in it.
 */
export function initialLanguage(): Language {
  return storedLanguage() ?? browserLanguage() ?? DEFAULT_LANGUAGE;
}

/** The language the server drew the page in (`<html lang>`), if it is one of ours. */
export function drawnLanguage(): Language | undefined {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLanguage(lang) ? lang : undefined;
}

/** Remembers a choice on this browser: for the next visit, and for the server's first bytes. */
export function rememberLanguage(language: Language | null) {
  try {
    if (language) localStorage.setItem(STORAGE_KEY, language);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage blocked: the cookie still carries it
  }
  document.cookie = language
    ? `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`
    : `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** Sets `<html lang dir>` for a language. */
function markDocument(language: Language) {
  const root = document.documentElement;
  root.lang = language;
  root.dir = directionOf(language);
}

/** The catalogue parts the app has needed so far: a language switch loads each of them anew. */
const wantedParts = new Set<CataloguePart>(['base']);

/**
 * Loads a language's catalogue (every part needed so far) and makes it the one the app speaks: every
 * mounted component under the I18nProvider re-renders in it (no reload).
 */
export async function activateLanguage(language: Language): Promise<void> {
  // A part wanted while these load (the first screen's code asks for its own as the app starts)
  // found the old language, or none, in effect: load it here too before the switch.
  let wanted: CataloguePart[];
  let parts: Messages[];
  do {
    wanted = [...wantedParts];
    parts = await Promise.all(wanted.map((part) => loadCatalogue(language, part)));
  } while (wantedParts.size > wanted.length);
  i18n.load(language, Object.assign({}, ...parts));
  i18n.activate(language);
  if (typeof document !== 'undefined') markDocument(language);
}

/**
 * Loads a part of the catalogue in the language spoken now, before the code that says its messages
 * renders (a lazy route awaits it with its module); later switches load it too.
 */
export async function loadCataloguePart(part: CataloguePart): Promise<void> {
  wantedParts.add(part);
  const language = isLanguage(i18n.locale) ? i18n.locale : undefined;
  if (!language) return; // not started yet: activateLanguage will load it
  const messages = await loadCatalogue(language, part);
  // A switch meanwhile loaded the part in the new language itself.
  if (i18n.locale === language) i18n.load(language, messages);
}

export { i18n };
