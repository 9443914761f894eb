import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { AVATAR_SIZES, ERRORS, IMAGE_FORMATS, IMAGE_WIDTHS, UPLOADS, type ImageFormat } from '../../src/contract/index.ts';
import { AVATAR_SEED, avatarSvg } from '../avatar.ts';
import type { Context } from '../context.ts';
import { addUploadUnderQuota, claimImageUpload, isUploadOpen, releaseUpload, secondsUntilQuotaFrees, uploadOf, uploadOwnerSuspended } from '../store/uploads.ts';
import { pickAvatar, pickVariant, type ImageRecord } from '../media/index.ts';
import { HttpError } from '../http.ts';
import { callServer } from './call.ts';
import { sniffImageType } from '../storage/sniff.ts';
import { KEY_PATTERN, UPLOAD_URL_LIFETIME_SECONDS, newUploadKey } from '../storage/store.ts';
import { fetchRemoteImage, RemoteImageTooLarge } from '../media/fetchRemoteImage.ts';

/** The whole fetch of an image an author pasted the address of (the editor waits for it). */
const COPY_IMAGE_MS = 15_000;

const LONG_CACHE = 'public, max-age=31536000, immutable';

/**
 * Whether the key names an image this server stored (local: uploaded and checked; S3: in the bucket),
 * and, with `owner`, one that user uploaded.
 */
export async function isStoredUpload(ctx: Context, key: string, owner?: string): Promise<boolean> {
  const row = await uploadOf(ctx.db, key);
  if (!row) return false;
  if (owner !== undefined && row.owner !== owner) return false;
  if (ctx.store.kind === 'local') return row.uploaded_at !== null;
  return (await ctx.store.exists?.(key)) ?? false;
}

/** What an upload's PUT and finish-upload answer (API.md, "Images"). */
const uploadedAnswer = (ctx: Context, key: string, r: ImageRecord) => ({ url: ctx.store.publicUrl(key), width: r.width, height: r.height, placeholder: r.placeholder });

/** A claimed upload's image written; if the write fails, the upload is given back and nothing is left of it. */
async function saveClaimed(ctx: Context, key: string, image: Awaited<ReturnType<Context['images']['process']>>) {
  try {
    await ctx.images.save(key, image);
  } catch (err) {
    await releaseUpload(ctx.db, key);
    await ctx.store.remove?.(key).catch(() => {});
    throw err;
  }
}

const tooLarge = () => new HttpError(413, ERRORS.imageTooLarge);
const wrongType = () => new HttpError(415, ERRORS.imageTypeUnsupported);

/** GET /api/get-upload-url: a signed, single-use URL that expires in 10 minutes. */
export async function uploadUrlRoute(api: FastifyInstance, { ctx }: { ctx: Context }) {
  /** A new upload of the member, within their hourly quota (else a 429): its key and expiry. */
  async function reserveUpload(member: string) {
    const key = newUploadKey();
    const exp = Math.floor(Date.now() / 1000) + UPLOAD_URL_LIFETIME_SECONDS;
    // The quota is counted in the database, so it holds across instances; the row is added only
    // while the user is under it (one statement: no gap between the count and the insert).
    const limit = ctx.config.UPLOAD_URLS_PER_HOUR;
    if (!(await addUploadUnderQuota(ctx.db, key, member, exp, limit))) {
      const wait = await secondsUntilQuotaFrees(ctx.db, member);
      throw new HttpError(429, ERRORS.uploadsPerHour(limit, Math.ceil(wait / 60)), { 'retry-after': String(wait) });
    }
    return { key, exp };
  }

  callServer(api, ctx)('getUploadUrl', async ({ me }) => {
    const { key, exp } = await reserveUpload(me.id);
    return { uploadURL: await ctx.store.uploadUrl(key, exp) };
  });

  // An image address pasted in the editor: the server fetches it (public addresses only, within time
  // and size limits) and makes it an upload, as if the file had been PUT. Readers' browsers then load
  // it from here: the pages' image policy loads no image from another site.
  callServer(api, ctx)('copyImage', async ({ body, me }) => {
    const { key } = await reserveUpload(me.id);
    if (await uploadOwnerSuspended(ctx.db, key)) throw new HttpError(403, ERRORS.uploadSuspended);
    let bytes: Buffer;
    try {
      bytes = await fetchRemoteImage(body.url, { allowPrivateAddress: ctx.config.FEDERATION_ALLOW_PRIVATE === '1', timeoutMs: COPY_IMAGE_MS, maxBytes: UPLOADS.maxBytes });
    } catch (err) {
      if (err instanceof RemoteImageTooLarge) throw tooLarge();
      throw new HttpError(400, ERRORS.imageNotFetched);
    }
    if (bytes.length === 0) throw new HttpError(400, ERRORS.imageNotFetched);
    if (!sniffImageType(bytes)) throw wrongType();
    const image = await ctx.images.process(bytes);
    if (!(await claimImageUpload(ctx.db, key, bytes.length, image.record))) throw new HttpError(403, ERRORS.uploadSuspended);
    await saveClaimed(ctx, key, image);
    return uploadedAnswer(ctx, key, image.record);
  });

  // With object storage the browser PUTs straight to the bucket, which answers nothing of the image:
  // the server reads the object, makes its variants, and answers what this server's PUT answers.
  callServer(api, ctx)('finishUpload', async ({ body, me }) => {
    const key = ctx.store.keyOf(body.url);
    const row = key ? await uploadOf(ctx.db, key) : undefined;
    if (!key || !row || row.owner !== me.id) throw new HttpError(400, ERRORS.uploadNotYours);
    const record = await ctx.images.ensure(key, true);
    if (!record) throw new HttpError(400, ERRORS.uploadNotPut);
    return uploadedAnswer(ctx, key, record);
  });

  api.get<{ Params: { file: string } }>('/avatar/:file', async (req, reply) => {
    const m = /^(.+)\.svg$/.exec(req.params.file);
    if (!m || !AVATAR_SEED.test(m[1])) throw new HttpError(404, ERRORS.notFound);
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', LONG_CACHE)
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(avatarSvg(m[1]));
  });
}

/** PUT and GET /uploads/<key>: the signed upload and the stored image (local storage). */
export async function uploadFileRoutes(app: FastifyInstance, { ctx }: { ctx: Context }) {
  const multipartOverhead = 64 * 1024;
  await app.register(multipart, { limits: { fileSize: UPLOADS.maxBytes, files: 1, fields: 5, parts: 6 } });
  // Any other content type is the raw file.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOADS.maxBytes }, (_req, body, done) => done(null, body));

  async function readBytes(req: FastifyRequest): Promise<Buffer> {
    if (req.isMultipart()) {
      let file;
      try {
        file = await req.file({ limits: { fileSize: UPLOADS.maxBytes } });
      } catch {
        throw new HttpError(400, ERRORS.uploadFieldMissing);
      }
      if (!file || file.fieldname !== 'file') throw new HttpError(400, ERRORS.uploadFieldMissing);
      try {
        const buf = await file.toBuffer();
        if (file.file.truncated) throw tooLarge();
        return buf;
      } catch (err) {
        if (err instanceof HttpError) throw err;
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw new HttpError(400, ERRORS.uploadInterrupted);
      }
    }
    const body = req.body;
    if (!Buffer.isBuffer(body)) {
      if (typeof body === 'string') return Buffer.from(body);
      throw new HttpError(400, ERRORS.uploadBodyMissing);
    }
    return body;
  }

  type UploadPut = { Params: { key: string }; Querystring: { exp?: string; sig?: string } };

  /**
   * Key, signature, expiry and single use, from the request's head: a bad upload URL is refused before
   * a byte of its (up to 10 MB) body is read.
   */
  async function checkUploadUrl(req: FastifyRequest<UploadPut>) {
    if (ctx.store.kind !== 'local') throw new HttpError(404, ERRORS.notFound);
    const { key } = req.params;
    const exp = Number(req.query.exp);
    const sig = typeof req.query.sig === 'string' ? req.query.sig : '';
    if (!KEY_PATTERN.test(key) || !Number.isInteger(exp) || !ctx.signer.verify(key, exp, sig)) {
      throw new HttpError(403, ERRORS.uploadUrlInvalid);
    }
    if (exp < Date.now() / 1000) throw new HttpError(403, ERRORS.uploadUrlExpired);
    if (!(await isUploadOpen(ctx.db, key))) throw new HttpError(403, ERRORS.uploadUrlUsed);
    // A URL given before its owner was suspended is theirs still: it takes nothing while they are.
    if (await uploadOwnerSuspended(ctx.db, key)) throw new HttpError(403, ERRORS.uploadSuspended);
  }

  app.put<UploadPut>(
    '/uploads/:key',
    {
      bodyLimit: UPLOADS.maxBytes + multipartOverhead,
      onRequest: async (req, reply) => {
        try {
          await checkUploadUrl(req);
        } catch (err) {
          // The body is never read: the connection closes after the answer instead of draining it.
          if (err instanceof HttpError) return reply.header('connection', 'close').code(err.statusCode).send(err.body);
          throw err;
        }
      },
    },
    async (req, reply) => {
      const { key } = req.params;
      const bytes = await readBytes(req);
      if (bytes.length > UPLOADS.maxBytes) throw tooLarge();
      if (bytes.length === 0) throw new HttpError(400, ERRORS.uploadEmpty);
      const type = sniffImageType(bytes);
      if (!type) throw wrongType();
      // Decoded and written anew before anything is stored: a refused image leaves the URL unused.
      // A client gone while its image waits for the pipeline leaves the line (nobody would get it).
      const gone = new AbortController();
      const leave = () => {
        if (!reply.raw.writableFinished) gone.abort();
      };
      reply.raw.once('close', leave);
      // The whole body is here: from now on the socket is quiet while the image waits its turn and is
      // made, and the server's idle timeout (REQUEST_TIMEOUT_MS) would end it with no answer. The
      // queue's own longest wait (IMAGE_QUEUE_WAIT_S, then a 503) bounds the wait instead.
      // (An injected request's socket is a stand-in without timeouts.)
      const socket = typeof req.raw.socket?.setTimeout === 'function' ? req.raw.socket : undefined;
      socket?.setTimeout(0);
      const image = await ctx.images.process(bytes, gone.signal).finally(() => {
        reply.raw.off('close', leave);
        if (socket && !socket.destroyed) socket.setTimeout(ctx.config.REQUEST_TIMEOUT_MS);
      });
      // Claim the URL (single use) before writing; give it back if the write fails.
      const claimed = await claimImageUpload(ctx.db, key, bytes.length, image.record);
      if (!claimed) throw new HttpError(403, (await uploadOwnerSuspended(ctx.db, key)) ? ERRORS.uploadSuspended : ERRORS.uploadUrlUsed);
      await saveClaimed(ctx, key, image);
      return reply.code(200).send(uploadedAnswer(ctx, key, image.record));
    },
  );

  /**
   * The image at its address: the fallback (JPEG, PNG when transparent, GIF when animated) at most
   * 1920 px wide; `?w=` and `&format=` pick a variant, `?s=` a profile picture's square. Only the
   * listed values: no size is made on demand. An upload stored before the pipeline gets its variants
   * on its first request (the background job makes the others).
   */
  app.get<{ Params: { key: string }; Querystring: Record<string, string | string[] | undefined> }>('/uploads/:key', async (req, reply) => {
    const { key } = req.params;
    if (!KEY_PATTERN.test(key)) throw new HttpError(404, ERRORS.notFound);
    const choice = variantQuery(req.query);
    const found = await ctx.images.recordOf(key);
    const record = found.record ?? (found.row && !found.row.image_error ? await ctx.images.ensure(key) : null);
    if (!record) throw new HttpError(404, ERRORS.notFound);
    const pick = choice.s ? pickAvatar(record, choice.s, choice.format) : pickVariant(record, choice.w, choice.format);
    const file = await ctx.store.getVariant(key, pick.name);
    if (!file) throw new HttpError(404, ERRORS.notFound);
    return reply
      .header('content-type', pick.contentType)
      .header('content-length', String(file.size))
      .header('cache-control', LONG_CACHE)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(file.stream);
  });
}

const IMAGE_QUERY = new Set(['w', 'format', 's']);
const badVariant = () => new HttpError(400, ERRORS.imageVariantInvalid(IMAGE_WIDTHS.join(', '), AVATAR_SIZES.join(', '), IMAGE_FORMATS.join(', ')));

/** The variant a query names; a 400 for any other parameter or value (API.md: no resizing on demand). */
function variantQuery(query: Record<string, string | string[] | undefined>): { w?: number; s?: number; format?: ImageFormat } {
  const one = (name: string) => {
    const v = query[name];
    if (v === undefined) return undefined;
    if (typeof v !== 'string') throw badVariant();
    return v;
  };
  if (Object.keys(query).some((k) => !IMAGE_QUERY.has(k))) throw badVariant();
  const w = one('w');
  const s = one('s');
  const format = one('format');
  if (w !== undefined && (String(Number(w)) !== w || !(IMAGE_WIDTHS as readonly number[]).includes(Number(w)))) throw badVariant();
  if (s !== undefined && (String(Number(s)) !== s || !(AVATAR_SIZES as readonly number[]).includes(Number(s)))) throw badVariant();
  if (w !== undefined && s !== undefined) throw badVariant();
  if (format !== undefined && !(IMAGE_FORMATS as readonly string[]).includes(format)) throw badVariant();
  return { w: w === undefined ? undefined : Number(w), s: s === undefined ? undefined : Number(s), format: format as ImageFormat | undefined };
}
