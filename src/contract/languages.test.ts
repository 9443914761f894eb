import { describe, expect, it } from 'vitest';
import { BLOG_LANGUAGE_MAX, canonicalLanguageTag, directionOfTag, directionOf, firstSpoken, languageFromAcceptLanguage, languageFromCookie } from './languages.ts';

describe('the language a request asks for', () => {
  it.each([
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9', 'en'],
    ['ar-EG', 'ar'],
    ['fr-FR,fr;q=0.9,ar;q=0.5,es;q=0.4', 'ar'], // French is not ours: the best of the rest
    ['de;q=1, es;q=0.2, ar;q=0.7', 'ar'], // weights, not order, decide
    ['es;q=0.5, ar;q=0.5', 'es'], // equal weights: the earlier
    ['ar;q=0, es', 'es'], // q=0 is "not this one"
    ['*', undefined],
    ['fr, de', undefined],
    ['', undefined],
    ['es;q=abc', undefined],
  ])('Accept-Language %j -> %s', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });

  it('reads the language cookie among others, and ignores one we do not speak', () => {
    expect(languageFromCookie('a=1; lang=ar; b=2')).toBe('ar');
    expect(languageFromCookie('lang=fr')).toBeUndefined();
    expect(languageFromCookie('xlang=es')).toBeUndefined();
    expect(languageFromCookie(undefined)).toBeUndefined();
  });

  it('takes the first of navigator.languages that we speak', () => {
    expect(firstSpoken(['fr-CA', 'es-419', 'en'])).toBe('es');
    expect(firstSpoken(['fr'])).toBeUndefined();
  });

  it('writes Arabic right to left, the others left to right', () => {
    expect([directionOf('ar'), directionOf('es'), directionOf('en')]).toEqual(['rtl', 'ltr', 'ltr']);
  });
});

describe('a blog’s own language', () => {
  it('is any well-formed BCP 47 tag with an ISO 639 language subtag, in its canonical form', () => {
    expect(canonicalLanguageTag('en')).toBe('en');
    expect(canonicalLanguageTag('pt-br')).toBe('pt-BR');
    expect(canonicalLanguageTag('ZH-hant-TW')).toBe('zh-Hant-TW');
    expect(canonicalLanguageTag('iw')).toBe('he');
    expect(canonicalLanguageTag('yue-HK')).toBe('yue-HK');
    expect(canonicalLanguageTag('de-CH-1996')).toBe('de-CH-1996');
    for (const bad of ['', 'english', 'en_US', 'x-private', 'i-klingon', ' en', 'en ', 'a', '12', 'en-', 'en--US', 'en-' + 'x'.repeat(40)]) expect(canonicalLanguageTag(bad), bad).toBeUndefined();
    expect(canonicalLanguageTag('x'.repeat(2) + '-' + 'abcdefgh-'.repeat(4).slice(0, -1))).toBeUndefined();
    expect(BLOG_LANGUAGE_MAX).toBe(35);
  });

  it('reads right to left in a right-to-left language or script, else left to right', () => {
    for (const tag of ['ar', 'ar-EG', 'he', 'fa-IR', 'ur', 'yi', 'ckb', 'az-Arab', 'pa-Arab-PK', 'uz-Arab']) expect(directionOfTag(tag), tag).toBe('rtl');
    for (const tag of ['en', 'es', 'ar-Latn', 'he-Latn', 'ku', 'az', 'pa', 'uz-Latn', 'zh-Hant-TW', 'sr-Cyrl', 'und']) expect(directionOfTag(tag), tag).toBe('ltr');
  });
});
