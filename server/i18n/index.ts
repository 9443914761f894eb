import { readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import PO from 'pofile';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, languageFromAcceptLanguage, languageFromCookie, type Language } from '../../src/contract/index.ts';

/**
 * What the server itself writes for people (mail, the heads of the pages it draws), in the
 * recipient's language. Its messages are marked in the code with a leading i18n comment and
 * collected by `npm run i18n:extract` into server/locales/<language>/messages.po, read here once at
 * start (the server has no bundler to compile them ahead, so Lingui compiles each on first use).
 */
const localesDir = [join(dirname(fileURLToPath(import.meta.url)), '..', 'locales'), join(process.cwd(), 'server', 'locales')].find((d) => existsSync(d));

/** A catalogue's translations by message id, as Lingui's own .po reader keys them. */
export function readCatalogue(text: string, source: boolean): Messages {
  const messages: Messages = {};
  for (const item of PO.parse(text).items) {
    if (item.obsolete || !item.msgid) continue;
    const explicit = item.extractedComments.includes('js-lingui-explicit-id');
    const id = explicit ? item.msgid : generateMessageId(item.msgid, item.msgctxt);
    // The source language's text is the code's own (its msgstr stays empty for explicit ids).
    const translation = item.msgstr[0] || (source ? item.msgid : '');
    if (translation) messages[id] = translation;
  }
  return messages;
}

function load(language: Language): Messages {
  const file = localesDir && join(localesDir, language, 'messages.po');
  if (!file || !existsSync(file)) return {};
  return readCatalogue(readFileSync(file, 'utf8'), language === DEFAULT_LANGUAGE);
}

const instances = new Map<Language, I18n>();
/** The server's i18n for a language: its catalogue, English where a message has no translation. */
export function i18nFor(language: Language): I18n {
  let found = instances.get(language);
  if (!found) {
    const english = load(DEFAULT_LANGUAGE);
    found = setupI18n({ locale: language, messages: { [language]: { ...english, ...load(language) } } });
    found.setMessagesCompiler(compileMessage);
    instances.set(language, found);
  }
  return found;
}

/** A message in a language: `tr('es', 'Hello {name}', { name })`. The id is the English text. */
export const tr = (language: Language, id: string, values?: Record<string, unknown>) => i18nFor(language)._(id, values);

/** The language of a page the server draws: the chosen one (cookie), else the browser's, else English. */
export function requestLanguage(headers: { cookie?: string; 'accept-language'?: string }): Language {
  return languageFromCookie(headers.cookie) ?? languageFromAcceptLanguage(headers['accept-language']) ?? DEFAULT_LANGUAGE;
}

/** A stored preference (a member's `language` column may be null: follow their browser). */
export const languageOr = (value: unknown, fallback: Language = DEFAULT_LANGUAGE): Language => (isLanguage(value) ? value : fallback);

export { LANGUAGES };
