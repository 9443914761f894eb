import { request } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import type { FrontDoor } from '../frontDoor.ts';

/**
 * Requests over a real socket to a listening app, for what inject cannot see: the front door
 * (server/frontDoor.ts) sits in front of Fastify's handler, which inject calls directly.
 */

export interface Sent {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  raw: Buffer;
}

/** The headers that differ between any two answers (time, request id, the limit's countdown). */
const VOLATILE = new Set(['date', 'x-request-id', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'connection', 'keep-alive']);
export const stable = (headers: Sent['headers']) => Object.fromEntries(Object.entries(headers).filter(([k]) => !VOLATILE.has(k)));

export async function listen(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const door = (app as unknown as { frontDoor: FrontDoor }).frontDoor;
  /** One request over a socket, with exactly the headers given (no client adds its own). */
  const send = (method: string, path: string, body?: string, headers: Record<string, string> = {}) =>
    new Promise<Sent>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method, path, headers: { ...(body !== undefined ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : {}), ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({ status: res.statusCode!, headers: res.headers, text: raw.toString('utf8'), raw });
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  /** A request and whether the door answered it. */
  const sendCounted = async (...args: Parameters<typeof send>) => {
    const before = door.answered;
    const sent = await send(...args);
    return { ...sent, byDoor: door.answered > before };
  };
  return { send: sendCounted, port };
}

