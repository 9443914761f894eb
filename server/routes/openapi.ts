import { CALLS, errorAnswerSchema } from '../../src/contract/index.ts';
import { jsonSchemaOf as json } from './call.ts';

/** The OpenAPI 3.1 document of every call, generated from the contract's zod schemas. */
export function openApiDocument(serverUrl: string) {
  // The English message a person reads, and the stable code a program (or a translation) keys on.
  const error = { description: 'An error: its English message and its stable code', content: { 'application/json': { schema: json(errorAnswerSchema, 'output') } } };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of Object.values(CALLS)) {
    paths[call.path] = {
      [call.method.toLowerCase()]: {
        summary: call.summary,
        ...(call.auth === 'yes' ? { security: [{ bearer: [] }] } : call.auth === 'optional' ? { security: [{}, { bearer: [] }] } : {}),
        ...('payload' in call ? { requestBody: { required: true, content: { 'application/json': { schema: json(call.payload, 'input') } } } } : {}),
        responses: {
          200: { description: 'OK', content: { 'application/json': { schema: json(call.answer, 'output') } } },
          400: error,
          ...(call.auth === 'yes' ? { 401: error, 403: error } : {}),
          404: error,
          429: error,
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Inkwell API', version: '1.0.0', description: 'See API.md. Uploads: PUT the image to uploadURL (multipart field `file` or the raw body).' },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
