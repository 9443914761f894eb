import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';
import { MESSAGE_TEMPLATES, MESSAGES, SERVER_MESSAGE_TEMPLATES, SERVER_MESSAGES } from '@/contract';

/**
 * Every text of the contract's messages is in the app's catalogue, so a screen can show it in the
 * reader's language: a message added without its leading i18n comment (or a message with
 * parameters without its translatable twin) is not extracted, and this fails.
 */
// The base part and the refusals' part (loaded before a refused call's error reaches a screen).
const ids = new Set(
  ['src/locales/en/messages.po', 'src/locales/refusals/en/messages.po'].flatMap((file) =>
    PO.parse(readFileSync(join(process.cwd(), file), 'utf8'))
      .items.filter((i) => !i.obsolete)
      .map((i) => i.msgid),
  ),
);

describe('the contract messages in the app catalogue', () => {
  it.each([
    ['MESSAGES', MESSAGES],
    ['SERVER_MESSAGES', SERVER_MESSAGES],
  ] as const)('every fixed text of %s is a message of the catalogue', (_name, messages) => {
    const texts = Object.values(messages).filter((text): text is string => typeof text === 'string');
    expect(texts.length).toBeGreaterThan(50);
    expect(texts.filter((text) => !ids.has(text))).toEqual([]);
  });

  it.each([
    ['MESSAGES', MESSAGES, MESSAGE_TEMPLATES],
    ['SERVER_MESSAGES', SERVER_MESSAGES, SERVER_MESSAGE_TEMPLATES],
  ] as const)('every message of %s with parameters has its twin in the catalogue', (_name, messages, templates) => {
    const withParameters = Object.keys(messages).filter((key) => typeof messages[key as keyof typeof messages] === 'function');
    expect(Object.keys(templates).sort()).toEqual(withParameters.sort());
    expect(Object.values(templates).filter(({ message }) => !ids.has(message)).map(({ message }) => message)).toEqual([]);
  });
});
