import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import PO from 'pofile';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, DEFAULT_LANGUAGE } from '@/contract';

/**
 * Every message the code says (collected by `npm run i18n:extract`) has a translation in every
 * language, with the same placeholders: a missing or broken one would show English, or a raw
 * `{name}`, in the middle of a Spanish or Arabic screen.
 */
const CATALOGUES = ['src/locales', 'src/locales/editor', 'src/locales/account', 'server/locales'];
const read = (dir: string, language: string) => PO.parse(readFileSync(join(process.cwd(), dir, language, 'messages.po'), 'utf8')).items.filter((i) => i.msgid && !i.obsolete);

/** The names of a message's ICU arguments ({name}, {count, plural, ...}) and its tags (<0>...</0>). */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content') for (const m of token.value.matchAll(/<\/?(\d+)\/?>/g)) names.add(`<${m[1]}>`);
      if (token.type === 'argument' || token.type === 'function' || token.type === 'plural' || token.type === 'select') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select') token.cases.forEach((c) => walk(c.tokens));
    }
  };
  try {
    walk(parse(message));
  } catch (error) {
    return [`not ICU: ${(error as Error).message}`];
  }
  return [...names].sort();
}

describe.each(CATALOGUES)('the catalogues in %s', (dir) => {
  const source = read(dir, DEFAULT_LANGUAGE);
  const sourceIds = source.map((i) => `${i.msgctxt ?? ''}\u0004${i.msgid}`).sort();

  it.each(LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE))('%s has every message, translated, with the same placeholders', (language) => {
    const items = read(dir, language);
    expect(items.map((i) => `${i.msgctxt ?? ''}\u0004${i.msgid}`).sort()).toEqual(sourceIds);
    const untranslated = items.filter((i) => !i.msgstr[0]?.trim()).map((i) => i.msgid);
    expect(untranslated, `untranslated in ${language}`).toEqual([]);
    const broken = items.filter((i) => placeholders(i.msgstr[0]).join() !== placeholders(i.msgid).join()).map((i) => `${i.msgid} -> ${i.msgstr[0]}`);
    expect(broken, `placeholders differ in ${language}`).toEqual([]);
  });
});

/**
 * A message said in the base and in another part of the app's catalogue has one id, so one
 * translation: two would make the text change when the other part loads, and a page drawn with one
 * part hydrate with the other.
 */
describe.each(['src/locales/editor', 'src/locales/account'])('the part in %s and the base part', (part) => {
  it.each(LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE))('translate a message they share the same way in %s', (language) => {
    const base = new Map(read('src/locales', language).map((i) => [`${i.msgctxt ?? ''}\u0004${i.msgid}`, i.msgstr[0]]));
    const differing = read(part, language)
      .filter((i) => base.has(`${i.msgctxt ?? ''}\u0004${i.msgid}`) && base.get(`${i.msgctxt ?? ''}\u0004${i.msgid}`) !== i.msgstr[0])
      .map((i) => i.msgid);
    expect(differing).toEqual([]);
  });
});
