import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupI18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/contract';
import { EDITOR_MESSAGES, editorDictionary } from './editorMessages.ts';

/** Every [path, original, shown] of a dictionary, `path` like `tools.header`. */
function leaves(node: object, path = ''): [string, string, string][] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' ? [[path, key, value] as [string, string, string]] : leaves(value as object, path ? `${path}.${key}` : key),
  );
}

async function dictionaryIn(language: 'en' | 'es' | 'ar') {
  const { messages } = (await import(`../../../locales/editor/${language}/messages.po`)) as { messages: Messages };
  return editorDictionary(setupI18n({ locale: language, messages: { [language]: messages } }));
}

describe('Editor.js dictionary', () => {
  it('in English shows each text as Editor.js itself writes it (each key is the original it looks up)', async () => {
    const wrong = leaves(await dictionaryIn('en')).filter(([, original, shown]) => original !== shown);
    expect(wrong).toEqual([]);
  });

  it.each(['es', 'ar'] as const)('in %s translates every text of its own', async (language) => {
    // Words that are the same in Spanish ("Error"), and SPEC.md's messages (the contract's
    // MESSAGES, translated by their text in the shared catalogue entries, not by this feature).
    const same = new Set([...(language === 'es' ? ['Error'] : []), ...Object.values(MESSAGES)]);
    const english = leaves(await dictionaryIn(language)).filter(([, original, shown]) => original === shown && !same.has(original));
    expect(english).toEqual([]);
  });

  it('in Spanish and Arabic, spot checks from the catalogues', async () => {
    const es = await dictionaryIn('es');
    const ar = await dictionaryIn('ar');
    expect(es.blockTunes?.moveUp).toEqual({ 'Move up': 'Subir' });
    expect((es.toolNames as Record<string, string>)['Unordered List']).toBe('Lista con viñetas');
    expect((ar.tools as Record<string, Record<string, string>>).paragraph['Start writing your blog here!']).toBe('ابدأ كتابة مدونتك هنا!');
    expect((ar.ui as Record<string, Record<string, string>>).popover['Nothing found']).toBe('لا توجد نتائج');
  });

  /**
   * The texts each installed tool passes through its i18n API as literals (`api.i18n.t("...")`):
   * each must be in the tool's section, or it would show in English. An upgrade that adds a text
   * fails here until it is added to the dictionary. (Header and quote pass only their configured
   * placeholders and built names, `Heading ${n}` and `Align ${side}`, listed by hand.)
   */
  const TOOLS: Record<string, string> = { image: 'image', list: 'list', table: 'table', embed: 'embed' };
  it.each(Object.entries(TOOLS))('knows every literal text of @editorjs/%s', (pkg, tool) => {
    const dist = join(process.cwd(), 'node_modules/@editorjs', pkg, 'dist');
    const source = readdirSync(dist)
      .filter((f) => f.endsWith('.mjs'))
      .map((f) => readFileSync(join(dist, f), 'utf8'))
      .join('\n');
    const literals = [...source.matchAll(/i18n\.t\("([^"]+)"\)/g)].map((m) => m[1]!);
    expect(literals.length).toBeGreaterThan(0);
    const section = (EDITOR_MESSAGES.tools as Record<string, object>)[tool] ?? {};
    expect(literals.filter((text) => !(text in section))).toEqual([]);
  });
});
