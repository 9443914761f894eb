import { DeleteObjectsCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import { KEY_PATTERN, VARIANT_PATTERN, type UploadStore } from './store.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Public base URL of the objects: addresses of uploads stored before the image pipeline were `${publicBase}/uploads/${key}`. */
  publicBase: string;
  /** Prefix of this server's own URLs (PUBLIC_URL, or '' for same-origin paths): images are served at `${serverBase}/uploads/${key}`. */
  serverBase?: string;
}

/**
 * S3-compatible object storage: the client PUTs straight to the bucket with a presigned URL, so
 * several server instances share uploads. The bucket checks the signature and expiry; the server then
 * reads the object, writes its variants beside it (`uploads/<key>/<variant>`) and overwrites the
 * uploaded bytes with the cleaned fallback (routes/uploads.ts, finish-upload).
 */
export class S3Store implements UploadStore {
  readonly kind = 's3' as const;
  private client: S3Client;
  constructor(private s: S3Settings) {
    this.client = new S3Client({
      region: s.region,
      endpoint: s.endpoint,
      forcePathStyle: s.forcePathStyle,
      credentials: s.accessKeyId && s.secretAccessKey ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } : undefined,
    });
  }
  async uploadUrl(key: string, exp: number) {
    const expiresIn = Math.max(1, exp - Math.floor(Date.now() / 1000));
    return getSignedUrl(this.client, new PutObjectCommand({ Bucket: this.s.bucket, Key: `uploads/${key}` }), { expiresIn });
  }
  /**
   * The image's address is this server's (`?w=&format=` picks a variant, which a bucket cannot do);
   * the server answers it from the bucket.
   */
  publicUrl(key: string) {
    return `${this.s.serverBase ?? ''}/uploads/${key}`;
  }
  keyOf(url: string) {
    const prefixes = [`${this.s.publicBase.replace(/\/$/, '')}/uploads/`, `${this.s.serverBase ?? ''}/uploads/`, '/uploads/'];
    const prefix = prefixes.find((p) => url.startsWith(p));
    if (!prefix) return null;
    const key = url.slice(prefix.length);
    return KEY_PATTERN.test(key) ? key : null;
  }
  async remove(key: string) {
    if (!KEY_PATTERN.test(key)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.s.bucket, Key: `uploads/${key}` }));
    const listed = await this.client.send(new ListObjectsV2Command({ Bucket: this.s.bucket, Prefix: `uploads/${key}/` }));
    const objects = (listed.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
    if (objects.length) await this.client.send(new DeleteObjectsCommand({ Bucket: this.s.bucket, Delete: { Objects: objects, Quiet: true } }));
  }
  async readOriginal(key: string, maxBytes: number) {
    if (!KEY_PATTERN.test(key)) return null;
    try {
      const got = await this.client.send(new GetObjectCommand({ Bucket: this.s.bucket, Key: `uploads/${key}` }));
      // A presigned PUT cannot bound the size: a larger object is refused here, before it is read.
      if ((got.ContentLength ?? Infinity) > maxBytes) {
        (got.Body as Readable | undefined)?.destroy();
        return null;
      }
      return Buffer.from(await got.Body!.transformToByteArray());
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }
  async putVariant(key: string, name: string, bytes: Buffer, contentType: string) {
    if (!KEY_PATTERN.test(key) || !VARIANT_PATTERN.test(name)) throw new Error(`Not a variant name: ${key}/${name}`);
    await this.client.send(new PutObjectCommand({ Bucket: this.s.bucket, Key: `uploads/${key}/${name}`, Body: bytes, ContentType: contentType, CacheControl: IMMUTABLE }));
  }
  async getVariant(key: string, name: string) {
    if (!KEY_PATTERN.test(key) || !VARIANT_PATTERN.test(name)) return null;
    try {
      const got = await this.client.send(new GetObjectCommand({ Bucket: this.s.bucket, Key: `uploads/${key}/${name}` }));
      return { stream: got.Body as Readable, size: got.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }
  async retireOriginal(key: string, fallback: { bytes: Buffer; contentType: string }) {
    if (!KEY_PATTERN.test(key)) return;
    await this.client.send(new PutObjectCommand({ Bucket: this.s.bucket, Key: `uploads/${key}`, Body: fallback.bytes, ContentType: fallback.contentType, CacheControl: IMMUTABLE }));
  }
  async exists(key: string) {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.s.bucket, Key: `uploads/${key}` }));
      return (head.ContentLength ?? 0) > 0 && (head.ContentLength ?? 0) <= 10 * 1024 * 1024;
    } catch {
      return false;
    }
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};
