/**
 * An answer other than 200, with its `{ error }` message: thrown anywhere on the server, sent by the
 * error handler. A module of its own so that lower modules (the save pool) can throw it without
 * importing the request helpers, which know the whole context.
 */
export class HttpError extends Error {
  constructor(
    public statusCode: number,
    message: string,
    public headers: Record<string, string> = {},
    /** More of the answer besides `error` (a 409 carries the stored blog). */
    public extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
