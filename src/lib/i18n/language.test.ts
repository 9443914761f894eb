import { describe, expect, it, vi } from 'vitest';

/**
 * Parts of the catalogue: a part is loaded in the language spoken now when its code needs it, and a
 * later switch of language loads it again in the new one. The loaders are the build's chunks; here
 * they are replaced by small catalogues, and the i18n instance is the real one.
 */
vi.mock('./catalogues.ts', () => {
  const catalogues: Record<string, Record<string, string>> = {
    'base:en': { hello: 'Hello' },
    'base:es': { hello: 'Hola' },
    'editor:en': { publish: 'Publish' },
    'editor:es': { publish: 'Publicar' },
  };
  return { loadCatalogue: vi.fn(async (language: string, part = 'base') => catalogues[`${part}:${language}`] ?? {}) };
});

describe('catalogue parts', () => {
  it('loads a part in the language spoken now, and again in the next one', async () => {
    vi.resetModules();
    const { activateLanguage, loadCataloguePart, i18n } = await import('./language.ts');
    await activateLanguage('en');
    expect(i18n._('hello')).toBe('Hello');
    expect(i18n.messages.publish).toBeUndefined();
    await loadCataloguePart('editor');
    expect(i18n._('publish')).toBe('Publish');
    await activateLanguage('es');
    expect([i18n._('hello'), i18n._('publish')]).toEqual(['Hola', 'Publicar']);
    await activateLanguage('en');
  });

  it('loads a part wanted while a language is still loading (the editor opened as the first screen)', async () => {
    vi.resetModules();
    const { activateLanguage, loadCataloguePart, i18n } = await import('./language.ts');
    // The app starts in Spanish and, before its catalogue has arrived, the first screen asks for its part.
    const starting = activateLanguage('es');
    const part = loadCataloguePart('editor');
    await Promise.all([starting, part]);
    expect([i18n.locale, i18n._('hello'), i18n._('publish')]).toEqual(['es', 'Hola', 'Publicar']);
    await activateLanguage('en');
  });
});
