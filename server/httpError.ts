import type { ErrorCode, Problem } from '../src/contract/errors.ts';

/**
 * An answer other than 200, with its `{ error, code }`: thrown anywhere on the server, sent by the
 * error handler. A module of its own so that lower modules (the save pool) can throw it without
 * importing the request helpers, which know the whole context.
 */
export class HttpError extends Error {
  /** The stable code beside the English message (API.md third edition). */
  readonly code: ErrorCode;
  constructor(
    public statusCode: number,
    problem: Problem,
    public headers: Record<string, string> = {},
    /** More of the answer besides `error` and `code` (a 409 carries the stored blog). */
    public extra: Record<string, unknown> = {},
  ) {
    super(problem.error);
    this.code = problem.code;
  }

  /** What the answer's body says. */
  get body(): Record<string, unknown> {
    return { ...this.extra, error: this.message, code: this.code };
  }
}
