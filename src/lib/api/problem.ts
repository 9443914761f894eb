import type { I18n } from '@lingui/core';
import { wordingOfAnswer, wordingOfMessage, type Wording } from '@/contract/wording.ts';
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
 * What a screen shows for a refusal, in the reader's language: a refused call, a form rule's
 * message, or anything thrown. A message without parameters is translated by its English text, the
 * message id of its code's translation (the server sends each code with its message's text:
 * src/locales/contractMessages.test.ts holds every code's text in the catalogue); one with parameters
 * by its ICU twin and values, which the server's answer carries as `wording` (or a rule of the
 * contract stated it here). Anything else stays as it was said.
 *
 * Not a table from code to text: that table is the contract's every message (errors.ts), about 5 KB
 * (gzip) on every page for the same id the answer already carries (docs/decisions/0015-languages.md).
 */
export function showProblem(problem: unknown, i18n: I18n): string {
  const text = typeof problem === 'string' ? problem : errorMessage(problem);
  const wording = (problem instanceof ApiError ? wordingOfAnswer(problem.data) : undefined) ?? wordingOfMessage(text);
  if (wording) return i18n._(wording.message, translatedValues(wording, i18n));
  return i18n._(text);
}
