import { hostname } from 'node:os';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { LogDestination } from './logDestination.ts';

/**
 * The pages that mail links open carry a token in their path (a reset link is a password for an
 * hour): logged as `/reset-password/[redacted]`, like a query string is left out.
 */
const TOKEN_PAGE = /^(\/+(?:reset-password|verify-email|preview|unsubscribe|subscribe\/confirm)\/)[^?]*/i;

/** A request's URL as logs show it: without its query, and without the token of a mail link's page. */
export function loggedPath(url: string): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  return TOKEN_PAGE.test(path) ? path.replace(TOKEN_PAGE, '$1[redacted]') : path;
}

/** pino's number for the `info` level: the access log's lines are info lines. */
const INFO = 30;

/**
 * One log line per answered request, in pino's format on the log's own output: `{ level, time, pid,
 * hostname, reqId, req: { method, url, remoteAddress }, res: { statusCode }, responseTime, msg }`.
 * Written as text directly: every field is one of these (the URL without its query and without
 * a mail link's token: loggedPath), and building the line through a logger cost a tenth of a cached answer's time.
 */
export class AccessLog {
  /** The parts of every line around its time that do not change while the process runs. */
  private readonly head: string;
  private readonly tail: string;

  constructor(
    private readonly destination: LogDestination,
    private readonly enabled: boolean,
  ) {
    this.head = `{"level":${INFO},"time":`;
    this.tail = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())},"reqId":`;
  }

  completed(reqId: string, method: string, url: string, ip: string | undefined, statusCode: number, responseTime: number) {
    if (!this.enabled) return;
    const path = loggedPath(url);
    this.destination.write(
      `${this.head}${Date.now()}${this.tail}${JSON.stringify(reqId)},"req":{"method":${JSON.stringify(method)},"url":${JSON.stringify(path)}${ip === undefined ? '' : `,"remoteAddress":${JSON.stringify(ip)}`}},"res":{"statusCode":${statusCode}},"responseTime":${responseTime},"msg":"request completed"}\n`,
    );
  }
}

/**
 * Fastify's request logging through the access log: one line when a request is answered instead of
 * one when it arrives and one when it is answered. Errors keep Fastify's own (redacted) line.
 */
export class AccessLogController extends LogController {
  constructor(private readonly access: AccessLog) {
    super();
  }
  override incomingRequest() {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>) {
    if (error) return super.requestCompleted(error, request, reply, metadata);
    this.access.completed(String(request.id), request.method, request.url, request.ip, reply.statusCode, reply.elapsedTime);
  }
}
