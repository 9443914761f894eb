import { canonicalLanguageTag } from '@/contract';

/**
 * The languages the publish form offers for a blog (its page's `lang`): widely written ones, so that
 * most authors find theirs. Any other well-formed tag is still taken through the API, and a blog
 * that already has one keeps it in the list.
 */
export const COMMON_BLOG_LANGUAGES = [
  'af', 'am', 'ar', 'az', 'be', 'bg', 'bn', 'bs', 'ca', 'cs', 'cy', 'da', 'de', 'el', 'en', 'eo', 'es', 'et', 'eu', 'fa', 'fi', 'fil', 'fr',
  'ga', 'gl', 'gu', 'ha', 'he', 'hi', 'hr', 'hu', 'hy', 'id', 'ig', 'is', 'it', 'ja', 'jv', 'ka', 'kk', 'km', 'kn', 'ko', 'ku', 'ky', 'lo',
  'lt', 'lv', 'mk', 'ml', 'mn', 'mr', 'ms', 'mt', 'my', 'nb', 'ne', 'nl', 'pa', 'pl', 'ps', 'pt', 'ro', 'ru', 'si', 'sk', 'sl', 'so', 'sq',
  'sr', 'sv', 'sw', 'ta', 'te', 'tg', 'th', 'tk', 'tr', 'uk', 'ur', 'uz', 'vi', 'yo', 'zh-Hans', 'zh-Hant', 'zu',
] as const;

export interface LanguageOption {
  /** The tag a save sends. */
  value: string;
  /** The language's name in the language itself ("Deutsch", "العربية", "日本語"). */
  name: string;
}

/** A language's name as its own speakers write it; the tag itself when the browser knows no name for it. */
export function autonym(tag: string): string {
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language', fallback: 'code' }).of(tag) ?? tag;
    // Names are written as in a sentence ("español"); a list entry starts with a capital where the script has one.
    return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    return tag;
  }
}

/**
 * The publish form's choices: the common languages and `current` (the blog's own, when it is not
 * one of them), each by its own name, in the order of those names for the interface's language.
 */
export function blogLanguageOptions(current: string | undefined, interfaceLanguage: string): LanguageOption[] {
  const tags: string[] = [...COMMON_BLOG_LANGUAGES];
  const own = current && canonicalLanguageTag(current);
  if (own && !tags.includes(own)) tags.push(own);
  const collator = new Intl.Collator(interfaceLanguage);
  return tags.map((value) => ({ value, name: autonym(value) })).sort((a, b) => collator.compare(a.name, b.name));
}

/** The language a new blog starts with: the interface's (the author's setting, else their browser's). */
export const defaultBlogLanguage = (interfaceLanguage: string) => canonicalLanguageTag(interfaceLanguage) ?? 'en';
