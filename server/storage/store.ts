import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, mkdirSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

export const UPLOAD_URL_LIFETIME_SECONDS = 600;
export const KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const newUploadKey = () => randomBytes(18).toString('base64url');
/** A variant's name beside its key: width class or `s` + square size, then the format (server/media). */
export const VARIANT_PATTERN = /^s?\d{1,4}\.(?:avif|webp|jpeg|png|gif)$/;

/** A stored file and its length. */
export interface StoredFile {
  stream: Readable;
  size: number;
}

/** Where uploads live. Local disk by default; S3-compatible object storage for several instances. */
export interface UploadStore {
  readonly kind: 'local' | 's3';
  /** The URL the client PUTs the file to (signed, expiring). */
  uploadUrl(key: string, expiresAtSeconds: number): Promise<string>;
  /** The stored image's address: the upload URL without its query string. */
  publicUrl(key: string): string;
  /** The key of a URL that points at this store, or null. */
  keyOf(url: string): string | null;
  /** Local only: keeps the checked bytes. */
  write?(key: string, bytes: Buffer): Promise<void>;
  /** Local only: the stored bytes, or null. */
  read?(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Whether an object exists under the key (S3 checks the bucket). */
  exists?(key: string): Promise<boolean>;
  /** Deletes the upload: its variants and what is left of the uploaded file; a missing one is no error. */
  remove?(key: string): Promise<void>;
  /** The uploaded bytes while they are still kept (before their variants were written), or null. */
  readOriginal(key: string, maxBytes: number): Promise<Buffer | null>;
  /** Writes one variant of the image `key` (server/media names them). */
  putVariant(key: string, name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** One variant of the image `key`, or null. */
  getVariant(key: string, name: string): Promise<StoredFile | null>;
  /**
   * The uploaded bytes are never kept once the variants exist: deleted from disk; in a bucket, the
   * object at the upload's address is overwritten by `fallback` (addresses handed out before the
   * variants existed keep working, and answer the cleaned image).
   */
  retireOriginal(key: string, fallback: { bytes: Buffer; contentType: string }): Promise<void>;
}

/** HMAC signatures for this server's upload URLs. */
export class UploadSigner {
  constructor(private secret: string) {}
  sign(key: string, exp: number) {
    return createHmac('sha256', this.secret).update(`upload:${key}:${exp}`).digest('base64url');
  }
  verify(key: string, exp: number, sig: string) {
    const want = Buffer.from(this.sign(key, exp));
    const got = Buffer.from(sig);
    return want.length === got.length && timingSafeEqual(want, got);
  }
}

/** Files in DATA_DIR/uploads, written atomically (temp file, then rename). */
export class LocalStore implements UploadStore {
  readonly kind = 'local' as const;
  private dir: string;
  constructor(
    dataDir: string,
    private signer: UploadSigner,
    /** Origin prefix of upload URLs (PUBLIC_URL), or '' for same-origin paths. */
    private base: string,
  ) {
    this.dir = join(dataDir, 'uploads');
    mkdirSync(this.dir, { recursive: true });
  }
  async uploadUrl(key: string, exp: number) {
    return `${this.publicUrl(key)}?exp=${exp}&sig=${this.signer.sign(key, exp)}`;
  }
  publicUrl(key: string) {
    return `${this.base}/uploads/${key}`;
  }
  keyOf(url: string) {
    let path = url;
    if (!url.startsWith('/')) {
      if (!this.base || !url.startsWith(this.base + '/')) return null;
      path = url.slice(this.base.length);
    }
    const m = /^\/uploads\/([A-Za-z0-9_-]+)$/.exec(path);
    return m && KEY_PATTERN.test(m[1]) ? m[1] : null;
  }
  async write(key: string, bytes: Buffer) {
    const tmp = join(this.dir, `.${key}.${process.pid}.tmp`);
    await writeFile(tmp, bytes);
    await rename(tmp, join(this.dir, key)).catch(async (err) => {
      await rm(tmp, { force: true });
      throw err;
    });
  }
  async remove(key: string) {
    if (!KEY_PATTERN.test(key)) return;
    await rm(join(this.dir, key), { force: true });
    await rm(this.variantDir(key), { recursive: true, force: true });
  }
  async readOriginal(key: string, maxBytes: number) {
    if (!KEY_PATTERN.test(key)) return null;
    const file = join(this.dir, key);
    try {
      if ((await stat(file)).size > maxBytes) return null;
      return await readFile(file);
    } catch {
      return null;
    }
  }
  /** Each image's variants in a folder of their own (one `rm -r` removes them). */
  private variantDir(key: string) {
    return join(this.dir, 'v', key);
  }
  async putVariant(key: string, name: string, bytes: Buffer) {
    if (!KEY_PATTERN.test(key) || !VARIANT_PATTERN.test(name)) throw new Error(`Not a variant name: ${key}/${name}`);
    const dir = this.variantDir(key);
    await mkdir(dir, { recursive: true });
    const tmp = join(dir, `.${name}.${process.pid}.tmp`);
    await writeFile(tmp, bytes);
    await rename(tmp, join(dir, name));
  }
  async getVariant(key: string, name: string) {
    if (!KEY_PATTERN.test(key) || !VARIANT_PATTERN.test(name)) return null;
    const file = join(this.variantDir(key), name);
    try {
      const s = await stat(file);
      return { stream: createReadStream(file), size: s.size };
    } catch {
      return null;
    }
  }
  async retireOriginal(key: string) {
    if (KEY_PATTERN.test(key)) await rm(join(this.dir, key), { force: true });
  }
  async read(key: string) {
    if (!KEY_PATTERN.test(key)) return null;
    const file = join(this.dir, key);
    try {
      const s = await stat(file);
      return { stream: createReadStream(file), size: s.size };
    } catch {
      return null;
    }
  }
}
