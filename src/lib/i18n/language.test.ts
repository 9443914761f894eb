import { describe, expect, it } from 'vitest';
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
});
