import { validateHeaderName, validateHeaderValue, type ServerResponse } from 'node:http';

/**
 * A 200's head written from header lines formatted ahead, for the front door's kept answers.
 *
 * Why: `writeHead(200, [name, value, ...])` checks every name and value against node's token and
 * character rules and formats each line again on every request; with the dozen fixed headers of an
 * answer (the security headers, the type) that is a visible share of the main thread's time for a
 * cached answer (docs/decisions/0009-preformatted-response-head.md). The fixed lines are checked once
 * here (`headerLines`); per request only the few that change are added, from values the server made
 * (an id, numbers, an ETag), and the head goes out with the body in the same write, as node sends it.
 *
 * Node's `ServerResponse` has no public way to send a preformatted head, so `sendWithHead` sets the
 * head node would have stored (`_header`, as `writeHead` leaves it) and lets `end` send it. It does so
 * only on a keep-alive connection with node's default keep-alive handling, where node's own head is
 * known exactly: the status line, the given lines, `Date`, `Connection: keep-alive` and
 * `Keep-Alive: timeout=N` (node:_http_outgoing `_storeHeader`). Anything else (a client that asked
 * to close, HTTP/1.0, a socket's last allowed request, 100-continue, a response already begun) has
 * its head written by `writeHead` from the same lines. server/responseHead.test.ts holds the bytes to
 * node's own, for both kinds of connection.
 */

/**
 * The node majors whose `_storeHeader` the preformatted head was checked against (responseHead.test.ts
 * compares the bytes on the node running the tests). On any other major every head goes through
 * `writeHead`: slower, never wrong. server/borrowedInternals.test.ts fails on an unlisted major.
 */
export const NODE_MAJORS_CHECKED: readonly number[] = [20];
const PREFORMAT_ON_THIS_NODE = NODE_MAJORS_CHECKED.includes(Number(process.versions.node.split('.')[0]));

/** The fields of node's response (node:_http_outgoing, node:_http_server) this reads and sets. */
interface NodeResponse extends ServerResponse {
  _header: string | null;
  _headerSent: boolean;
  _removedConnection: boolean;
  _keepAliveTimeout: number;
  _defaultKeepAlive: boolean;
  _maxRequestsPerSocket: number;
  _expect_continue: boolean;
  maxRequestsOnConnectionReached?: boolean;
}

/** `[name, value, ...]` as header lines ("name: value\r\n" each), checked as node checks them. */
export function headerLines(headers: readonly string[]): string {
  let lines = '';
  for (let i = 0; i < headers.length; i += 2) {
    validateHeaderName(headers[i]);
    validateHeaderValue(headers[i], headers[i + 1]);
    lines += `${headers[i]}: ${headers[i + 1]}\r\n`;
  }
  return lines;
}

/** Header lines back as `[name, value, ...]` (for writeHead, when the head cannot be preformatted). */
function headerList(lines: string): string[] {
  const list: string[] = [];
  for (const line of lines.split('\r\n')) {
    if (!line) continue;
    const colon = line.indexOf(': ');
    list.push(line.slice(0, colon), line.slice(colon + 2));
  }
  return list;
}

let dateSecond = -1;
let dateLine = '';
/** The Date line node writes (its own cache also changes once a second). */
function dateHeader(): string {
  const second = Math.floor(Date.now() / 1000);
  if (second !== dateSecond) {
    dateSecond = second;
    dateLine = `Date: ${new Date(second * 1000).toUTCString()}\r\n`;
  }
  return dateLine;
}

/** The body's pieces, one after the other: the socket is corked until `end`, which sends them together. */
function sendPieces(res: ServerResponse, body: readonly Buffer[]) {
  // One piece: `end` corks around the head and the body by itself.
  if (body.length === 1) return void res.end(body[0]);
  res.cork();
  for (let i = 0; i < body.length - 1; i++) res.write(body[i]);
  res.end(body[body.length - 1]);
  res.uncork();
}

/**
 * Answers smaller than this go out as one buffer holding the head and the body: one write on the
 * socket. The buffer comes from node's own pool of small buffers (Buffer.allocUnsafe below half of
 * Buffer.poolSize): no allocation outside V8's heap per answer. Larger ones go as the head and the
 * body's pieces, not copied: a copy would be a new buffer outside the heap per answer, freed only by
 * a collection.
 */
const ONE_BUFFER_BELOW = Buffer.poolSize >>> 1;

/**
 * Sends a 200 with the header `lines` (from `headerLines`, plus lines of values the server made) and
 * the `body` in pieces (at least one): preformatted on a keep-alive connection, through `writeHead`
 * otherwise. The lines must include content-length, and nothing may have set a header on `res`
 * (`setHeader`): the preformatted head would leave it out (the front door answers before anything
 * else sees the response).
 *
 * A small preformatted answer (below ONE_BUFFER_BELOW) goes out as one buffer, the head's bytes
 * followed by the body's: node then makes one socket write of one buffer, where it made one of the
 * head's text and one of each piece of the body (the stream's bookkeeping for each, and a gathered
 * write of text and buffers): get-blog's answer is 5 pieces and more, with its counts between them.
 */
export function sendWithHead(res: ServerResponse, lines: string, body: readonly Buffer[]): void {
  const r = res as NodeResponse;
  const preformatted =
    PREFORMAT_ON_THIS_NODE &&
    r._header === null &&
    r.shouldKeepAlive &&
    r.sendDate &&
    !r._removedConnection &&
    !r._expect_continue &&
    r._defaultKeepAlive &&
    r._keepAliveTimeout > 0 &&
    !(r._maxRequestsPerSocket > 0) &&
    !r.maxRequestsOnConnectionReached;
  if (!preformatted) {
    res.writeHead(200, headerList(lines));
    sendPieces(res, body);
    return;
  }
  const head = `HTTP/1.1 200 OK\r\n${lines}${dateHeader()}Connection: keep-alive\r\nKeep-Alive: timeout=${Math.floor(r._keepAliveTimeout / 1000)}\r\n\r\n`;
  r.statusCode = 200;
  r.statusMessage = 'OK';
  r._header = head;
  let length = head.length;
  for (const piece of body) length += piece.length;
  if (length >= ONE_BUFFER_BELOW) {
    r._headerSent = false;
    sendPieces(res, body);
    return;
  }
  // Header lines are latin1 (node writes them so); the head counts as sent, as it is in the buffer.
  const out = Buffer.allocUnsafe(length);
  let at = out.write(head, 0, 'latin1');
  for (const piece of body) at += piece.copy(out, at);
  r._headerSent = true;
  res.end(out);
}
