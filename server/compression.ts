import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';

/**
 * How answers are compressed, said once for @fastify/compress (app.ts) and the front door
 * (frontDoor.ts), so that both choose the same encoding for a request and compress alike.
 */

/** Encodings in order of preference (zstd is left out: node 20 has no zstd). */
export const ENCODINGS = ['br', 'gzip', 'deflate', 'identity'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Answers from this size on are compressed when the client accepts it. */
export const COMPRESS_THRESHOLD = 1024;

/** Brotli at quality 4: near gzip's speed, smaller (quality 11 costs tens of times more). */
export const BROTLI_OPTIONS: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/** The encoding @fastify/compress picks for this Accept-Encoding ("*" and x-gzip mean gzip), or null for none it has. */
export function encodingFor(acceptEncoding: string): Encoding | null {
  return negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), [...ENCODINGS]);
}

/** `bytes` in `encoding` (not identity), as @fastify/compress would send them. */
export function compress(bytes: Buffer, encoding: Exclude<Encoding, 'identity'>): Buffer {
  if (encoding === 'br') return zlib.brotliCompressSync(bytes, BROTLI_OPTIONS);
  return encoding === 'gzip' ? zlib.gzipSync(bytes) : zlib.deflateSync(bytes);
}
