/**
 * How the app says a message with parameters in another language: the ICU twin of the text a rule
 * of the contract stated, with the values it was stated with. Apart from errors.ts (which records
 * them) so that the app's code can ask without loading the contract's whole table of messages.
 */

/** A message with parameters as the app can translate it: its ICU twin and the values it was stated with. */
export interface Wording {
  message: string;
  values: Record<string, string | number>;
}

// The values each problem with parameters was made with, by the problem (weakly: the server states
// many such problems, and none must outlive its answer).
const VALUES_OF_PROBLEM = new WeakMap<object, Wording>();
const WORDING_OF_TEXT = new Map<string, Wording>();

/** Records the wording a problem with parameters was made with. */
export function rememberWording(problem: { error: string }, wording: Wording): void {
  VALUES_OF_PROBLEM.set(problem, wording);
}

/** The wording a problem with parameters was made with (the server sends it beside the English). */
export function wordingOfProblem(problem: { error: string }): Wording | undefined {
  return VALUES_OF_PROBLEM.get(problem) ?? WORDING_OF_TEXT.get(problem.error);
}

/** A wording as an answer carries it, checked: the answer is another program's words. */
export function wordingOfAnswer(data: unknown): Wording | undefined {
  const wording = data && typeof data === 'object' ? (data as { wording?: unknown }).wording : undefined;
  if (!wording || typeof wording !== 'object') return undefined;
  const { message, values } = wording as { message?: unknown; values?: unknown };
  if (typeof message !== 'string' || !values || typeof values !== 'object') return undefined;
  const entries = Object.entries(values);
  if (!entries.every(([, value]) => typeof value === 'string' || typeof value === 'number')) return undefined;
  return { message, values: Object.fromEntries(entries) as Record<string, string | number> };
}

/** A problem's text is said (a schema's message): its wording, when it has one, is kept by its text. */
export function sayWording(problem: { error: string }): void {
  const wording = VALUES_OF_PROBLEM.get(problem);
  if (wording) WORDING_OF_TEXT.set(problem.error, wording);
}

/**
 * How to say a message with parameters in another language: its ICU twin and values, when the
 * contract stated that very text (a schema's rule, through `say`); else undefined (a text the
 * contract does not know, or one whose values only the server knew).
 */
export function wordingOfMessage(message: string): Wording | undefined {
  return WORDING_OF_TEXT.get(message);
}
