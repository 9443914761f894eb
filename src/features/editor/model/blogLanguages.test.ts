import { describe, expect, it } from 'vitest';
import { autonym, blogLanguageOptions, COMMON_BLOG_LANGUAGES, defaultBlogLanguage } from './blogLanguages.ts';

describe('the publish form’s languages', () => {
  it('names each language in the language itself', () => {
    expect(autonym('ar')).toBe('العربية');
    expect(autonym('es')).toBe('Español');
    expect(autonym('de')).toBe('Deutsch');
    expect(autonym('ja')).toBe('日本語');
    expect(autonym('en')).toBe('English');
  });

  it('offers the common languages once each, with a blog’s own other language added', () => {
    const options = blogLanguageOptions(undefined, 'en');
    expect(options.map((o) => o.value).sort()).toEqual([...COMMON_BLOG_LANGUAGES].sort());
    expect(new Set(options.map((o) => o.name)).size).toBe(options.length);
    expect(options.find((o) => o.value === 'ar')?.name).toBe('العربية');
    const withOwn = blogLanguageOptions('pt-br', 'en');
    expect(withOwn.map((o) => o.value)).toContain('pt-BR');
    expect(withOwn).toHaveLength(COMMON_BLOG_LANGUAGES.length + 1);
    // One already listed is not listed twice.
    expect(blogLanguageOptions('de', 'en')).toHaveLength(COMMON_BLOG_LANGUAGES.length);
  });

  it('starts a new blog in the interface’s language', () => {
    expect(defaultBlogLanguage('ar')).toBe('ar');
    expect(defaultBlogLanguage('es')).toBe('es');
  });
});
