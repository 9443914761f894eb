import { describe, expect, it, vi } from 'vitest';
import { msg } from '@lingui/core/macro';
import { activateLanguage, loadCataloguePart, i18n } from './language.ts';

/**
 * Parts of the catalogue: a part is loaded in the language spoken now when its code needs it, and a
 * later switch of language loads it again in the new one (the real catalogues: "Undo" is the
 * editor's, "Search" the base's; the expected texts are the hand-written translations).
 */
describe('catalogue parts', () => {
  it('loads a part needed so far in every language switched to', async () => {
    try {
      await activateLanguage('es');
      await loadCataloguePart('editor');
      expect([i18n._(msg`Search`), i18n._(msg`Undo`)]).toEqual(['Buscar', 'Deshacer']);
      await activateLanguage('ar');
      expect([i18n._(msg`Search`), i18n._(msg`Undo`)]).toEqual(['بحث', 'تراجع']);
    } finally {
      await activateLanguage('en');
    }
  });

  it('loads a part wanted while a language is still loading (the editor opened as the first screen)', async () => {
    // A fresh module: no part but the base wanted yet.
    vi.resetModules();
    const { activateLanguage, loadCataloguePart, i18n } = await import('./language.ts');
    // The app starts in Spanish and, before its catalogue has arrived, the first screen asks for its part.
    const starting = activateLanguage('es');
    const part = loadCataloguePart('editor');
    await Promise.all([starting, part]);
    try {
      expect([i18n.locale, i18n._(msg`Search`), i18n._(msg`Undo`)]).toEqual(['es', 'Buscar', 'Deshacer']);
    } finally {
      await activateLanguage('en');
    }
  });
});
