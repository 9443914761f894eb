import { DeleteObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { KEY_PATTERN, type UploadStore } from './store.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Public base URL of the objects; the stored address is `${publicBase}/uploads/${key}`. */
  publicBase: string;
}

/**
 * S3-compatible object storage: the client PUTs straight to the bucket with a presigned URL, so
 * several server instances share uploads. The bucket checks the signature and expiry; the bytes are
 * checked when the image is first used (see routes/uploads.ts).
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
  publicUrl(key: string) {
    return `${this.s.publicBase.replace(/\/$/, '')}/uploads/${key}`;
  }
  keyOf(url: string) {
    const prefix = `${this.s.publicBase.replace(/\/$/, '')}/uploads/`;
    if (!url.startsWith(prefix)) return null;
    const key = url.slice(prefix.length);
    return KEY_PATTERN.test(key) ? key : null;
  }
  async remove(key: string) {
    if (KEY_PATTERN.test(key)) await this.client.send(new DeleteObjectCommand({ Bucket: this.s.bucket, Key: `uploads/${key}` }));
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
