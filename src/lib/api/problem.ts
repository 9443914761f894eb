import type { I18n } from '@lingui/core';
import { fixedTextOfCode, wordingOfMessage, type Wording } from '@/contract';
import { errorMessage } from './client.ts';
import { ApiError } from './transport.ts';

/**
 * A wording's values as the reader says them: a value that names a field or a site is itself an
 * English word the contract marks for translation ('Title'), so it is translated too; numbers stay
 * numbers (the message formats them in the reader's language).
 */
function translatedValues(wording: Wording, i18n: I18n): Record<string, string | number> {
  return Object.fromEntries(Object.entries(wording.values).map(([name, value]) => [name, typeof value === 'string' ? i18n._(value) : value]));
}

/**
 * What a screen shows for a refusal, in the reader's language: a refused call (by its `code`), a
 * form rule's message, or anything thrown. A message without parameters is translated by its code
 * (or its English text, which is its message id); one with parameters is translated when its values
 * are known (a rule of the contract stated it here), else it stays the server's English sentence,
 * which is the only place its values are.
 */
export function showProblem(problem: unknown, i18n: I18n): string {
  const text = typeof problem === 'string' ? problem : errorMessage(problem);
  const wording = wordingOfMessage(text);
  if (wording) return i18n._(wording.message, translatedValues(wording, i18n));
  const fixed = problem instanceof ApiError && problem.code ? fixedTextOfCode(problem.code) : undefined;
  return i18n._(fixed ?? text);
}
