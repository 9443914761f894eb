import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ERRORS, firstProblem, type Problem, type Role } from '../src/contract/index.ts';
import type { Context } from './context.ts';
import { sessionUser } from './store/users.ts';
import { HttpError } from './httpError.ts';

export { HttpError };

/**
 * A plugin with the name Fastify shows for it. Fastify names a plugin that has none by looking for it
 * among the exports of every loaded module (a scan of the module cache for each registration, each
 * time an app is built): a quarter of a build's CPU, and the api tests build one before every test.
 */
export function named<P extends object>(name: string, plugin: P): P {
  return Object.assign(plugin, { [Symbol.for('fastify.display-name')]: name });
}

export const badRequest = (p: Problem) => new HttpError(400, p);
export const notFound = (p: Problem) => new HttpError(404, p);
export const forbidden = (p: Problem) => new HttpError(403, p);

/** Validates a JSON body with a contract schema; the first rule that fails is the 400's message. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const value = body === undefined || body === null ? {} : body;
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest(ERRORS.bodyNotObject);
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(firstProblem(result.error));
  return result.data;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID.test(v);

export interface AuthUser {
  id: string;
  username: string;
  /** The session of the token the request carried (sign-out ends it). */
  sessionId: string;
  role: Role;
}

/** Moderators and admins moderate; admins also govern the site. */
export const isModerator = (u: { role: Role } | null | undefined) => u?.role === 'moderator' || u?.role === 'admin';

export function requireModerator(u: AuthUser) {
  if (!isModerator(u)) throw forbidden(ERRORS.moderatorsOnly);
}
export function requireAdmin(u: AuthUser) {
  if (u.role !== 'admin') throw forbidden(ERRORS.adminsOnly);
}

function bearer(req: FastifyRequest): string | null | undefined {
  const h = req.headers.authorization;
  if (!h) return undefined;
  const m = /^Bearer ([A-Za-z0-9_.-]{1,4096})$/.exec(h.trim());
  return m ? m[1] : null;
}

async function userOfToken(ctx: Context, token: string): Promise<AuthUser | null> {
  const claims = await ctx.tokens.verify(token);
  if (!claims || !isUuid(claims.userId) || !isUuid(claims.sessionId)) return null;
  // The user and the token's session in one statement: a signed-out or expired session is a 401.
  // An open session's lookup is kept for a second (server/auth/sessionCache.ts).
  let u = ctx.sessions.get(claims.sessionId, claims.userId);
  if (!u) {
    u = await sessionUser(ctx.db, claims.sessionId, claims.userId);
    if (u) ctx.sessions.set(claims.sessionId, u);
  }
  if (!u || u.token_version !== claims.version) return null;
  return { id: u.id, username: u.username, sessionId: claims.sessionId, role: u.role };
}

/** The signed-in caller, or a 401. */
export async function requireUser(ctx: Context, req: FastifyRequest): Promise<AuthUser> {
  const token = bearer(req);
  if (token === undefined) throw new HttpError(401, ERRORS.signInRequired);
  const user = token ? await userOfToken(ctx, token) : null;
  if (!user) throw new HttpError(401, ERRORS.sessionInvalid);
  return user;
}

/** The caller when a valid token is sent; anonymous otherwise (a stale token still reads public pages). */
export async function optionalUser(ctx: Context, req: FastifyRequest): Promise<AuthUser | null> {
  const token = bearer(req);
  return token ? userOfToken(ctx, token) : null;
}

export function sendError(reply: FastifyReply, err: HttpError) {
  for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
  return reply.code(err.statusCode).send(err.body);
}
