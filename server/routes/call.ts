import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import fastJsonStringify from 'fast-json-stringify';
import { CALLS, type AnswerOf, type CallName, type CallSpec, type ParsedPayloadOf } from '../../src/contract/index.ts';
import type { Context } from '../context.ts';
import { parseBody, requireUser, type AuthUser } from '../http.ts';

/** What a call's handler receives: the payload after the contract's schema checked it and applied its defaults. */
export type BodyOf<N extends CallName> = ParsedPayloadOf<N>;

/** The caller of a call that needs a token; the table's optional and public calls ask for it themselves. */
type CallerOf<N extends CallName> = (typeof CALLS)[N]['auth'] extends 'yes' ? AuthUser : undefined;

export interface CallRequest<N extends CallName> {
  body: BodyOf<N>;
  me: CallerOf<N>;
  req: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A handler answers with the contract's answer or, for an answer kept in the answer cache, with its
 * JSON as text or bytes (ctx.cache.send sets the JSON type; Fastify sends either as it is); a
 * call whose answer is a file (the table's `file`) sends it and returns the reply.
 */
export type CallHandler<N extends CallName> = (call: CallRequest<N>) => Promise<AnswerOf<N> | string | Buffer | FastifyReply>;

/** The JSON Schema of a contract schema (draft 7 for Fastify's serialiser, 2020-12 for OpenAPI 3.1). */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output', target: 'draft-7' | 'draft-2020-12' = 'draft-2020-12') {
  const s = z.toJSONSchema(schema, { io, target, unrepresentable: 'any' }) as Record<string, unknown>;
  delete s.$schema;
  return s;
}

/**
 * Each call's answer schema and its compiled serialiser, made once per process and shared by every
 * app built in it. A server builds its app once, but the api tests build one before every test (about
 * 500 a run): converting the contract's schemas and compiling their serialisers was half of a build's
 * CPU. The serialiser is what Fastify's default compiler makes (fast-json-stringify, no shared
 * schemas: the app adds none), kept by the schema object, which Fastify passes on as it is.
 */
const answerSchemas = new Map<CallName, Record<string, unknown>>();
const serializers = new WeakMap<object, (data: unknown) => string>();
function answerSchemaOf(name: CallName, call: CallSpec) {
  let schema = answerSchemas.get(name);
  if (!schema) answerSchemas.set(name, (schema = jsonSchemaOf(call.answer, 'output', 'draft-7')));
  return schema;
}
function serializerOf({ schema }: { schema: unknown }) {
  const key = schema as object;
  let serialize = serializers.get(key);
  if (!serialize) serializers.set(key, (serialize = fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0])));
  return serialize;
}

/**
 * A call's answer as the route would send it (its compiled serialiser: only the contract's fields),
 * for an answer kept as bytes in the answer cache.
 */
export function serializeAnswer<N extends CallName>(name: N, answer: AnswerOf<N>): string {
  return serializerOf({ schema: answerSchemaOf(name, CALLS[name]) })(answer);
}

/**
 * Serves the calls of the contract's table. For each: the method and path come from the table; a
 * call that needs a token checks it first (401 before any look at the payload); the payload is
 * parsed by the table's zod schema, so every call says the contract's exact messages; and the
 * answer is declared as the route's 200 response schema, so Fastify serialises it with
 * fast-json-stringify from that schema. An answer missing a field the contract requires fails
 * with an error (the API tests see it), and a field the contract does not name never leaves.
 */
export function callServer(api: FastifyInstance, ctx: Context) {
  /**
   * options.config: Fastify route config (a tighter rate limit); options.payload: what to parse as the
   * payload when it is not only the body (one-click unsubscribe carries its token in the query);
   * options.caller: a check of the signed-in caller before the payload is parsed (a per-member limit).
   */
  return function serve<N extends CallName>(
    name: N,
    handler: CallHandler<N>,
    options: { config?: Record<string, unknown>; payload?: (req: FastifyRequest) => unknown; caller?: (req: FastifyRequest, me: AuthUser) => Promise<void> } = {},
  ) {
    const { payload: payloadOf, caller, ...routeOptions } = options;
    const call: CallSpec = CALLS[name];
    api.route({
      method: call.method,
      url: call.path,
      ...routeOptions,
      // A file's answer is a stream of its own type: no JSON schema to serialise it with.
      schema: call.file ? {} : { response: { 200: answerSchemaOf(name, call) } },
      serializerCompiler: serializerOf,
      handler: async (req, reply) => {
        const me = call.auth === 'yes' ? await requireUser(ctx, req) : undefined;
        if (caller && me) await caller(req, me);
        const body = call.payload ? parseBody(call.payload, payloadOf ? payloadOf(req) : req.body) : undefined;
        return handler({ body, me, req, reply } as CallRequest<N>);
      },
    });
  };
}
