import type { ErrorCode, Problem } from '../src/contract/errors.ts';
import { wordingOfProblem, type Wording } from '../src/contract/wording.ts';

/**
 * An answer other than 200, with its `{ error, code }`: thrown anywhere on the server, sent by the
 * error handler. A module of its own so that lower modules (the save pool) can throw it without
 * importing the request helpers, which know the whole context.
 */
export class HttpError extends Error {
  /** The stable code beside the English message (API.md third edition). */
  readonly code: ErrorCode;
  /** A message with parameters as the app says it in the reader's language: its ICU twin and values. */
  readonly wording: Wording | undefined;
  constructor(
    public statusCode: number,
    problem: Problem,
    public headers: Record<string, string> = {},
    /** More of the answer besides `error` and `code` (a 409 carries the stored blog). */
    public extra: Record<string, unknown> = {},
  ) {
    super(problem.error);
    this.code = problem.code;
    this.wording = wordingOfProblem(problem);
  }

  /** What the answer's body says. */
  get body(): Record<string, unknown> {
    return { ...this.extra, error: this.message, code: this.code, ...(this.wording ? { wording: this.wording } : {}) };
  }
}
