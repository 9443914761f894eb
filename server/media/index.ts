import { UPLOADS, problemOfMessage } from '../../src/contract/index.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../httpError.ts';
import type { JobContext, JobQueue } from '../jobs/queue.ts';
import type { JobLog } from '../jobs/runner.ts';
import { enqueueOnce } from '../jobs/once.ts';
import type { UploadStore } from '../storage/store.ts';
import { blogsUsingUpload, recordImage, recordImageError, unprocessedUploads, uploadImageOf, type UploadImageRow } from '../store/uploads.ts';
import { fallbackFormat, pickVariant, processImage, variantName, type ImageRecord, type ProcessedImage } from './pipeline.ts';
import { ImageQueue } from './queue.ts';

export { pickAvatar, pickVariant, type ImageRecord } from './pipeline.ts';

/** The durable job (server/jobs) that makes the variants of uploads stored before the pipeline. */
export const BACKFILL_JOB = 'image-variants';
/** Uploads taken per step of that job (its progress is recorded after each). */
const BACKFILL_BATCH = 20;

export interface ImageServiceOptions {
  /** Images processed at once. */
  concurrency: number;
  /** Images waiting their turn before a 503. */
  waiting: number;
  /** The longest an image waits for its turn before a 503 (milliseconds). */
  maxWaitMs?: number;
}

/**
 * The image pipeline of this server: uploads are made into variants (server/media/pipeline.ts) a
 * bounded number at a time, written beside each other in the upload store, and recorded. Routes call
 * this, never sharp.
 */
export class ImageService {
  readonly queue: ImageQueue;
  /** Images being made from a stored upload, by key: a second ask waits for the first. */
  private making = new Map<string, Promise<ImageRecord | null>>();
  /** Records of images by key (they never change once made). */
  private records = new Map<string, ImageRecord>();

  constructor(
    private readonly db: Db,
    private readonly store: UploadStore,
    private readonly log: JobLog,
    opts: ImageServiceOptions,
    /** Told which blogs show an image whose sizes became known (their kept answers change). */
    private readonly onBlogsChanged: (blogIds: string[]) => void = () => {},
  ) {
    this.queue = new ImageQueue(opts.concurrency, opts.waiting);
    this.maxWaitMs = opts.maxWaitMs;
  }

  private readonly maxWaitMs: number | undefined;

  /**
   * Decodes and writes anew; 4xx HttpError for what the pipeline refuses, 503 when too many wait or
   * the turn is not come within the longest wait. `signal`: the request went away while waiting.
   */
  process(bytes: Buffer, signal?: AbortSignal): Promise<ProcessedImage> {
    return this.queue.run(() => processImage(bytes), { signal, maxWaitMs: this.maxWaitMs });
  }

  /**
   * `process` for an import's image: while the pipeline is busy with readers' uploads (503) the
   * import waits its turn; an image the pipeline refuses is null (the import leaves it out).
   */
  async processWhenFree(bytes: Buffer): Promise<ProcessedImage | null> {
    for (;;) {
      try {
        return await this.process(bytes);
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 503) {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          continue;
        }
        if (err instanceof HttpError) return null;
        throw err;
      }
    }
  }

  /** Writes every variant of an image to the store, then drops what is left of the uploaded bytes. */
  async save(key: string, image: ProcessedImage) {
    await Promise.all(image.variants.map((v) => this.store.putVariant(key, v.name, v.bytes, v.contentType)));
    const fallback = image.variants.find((v) => v.name === variantName(image.record.widths.at(-1)!, fallbackFormat(image.record)))!;
    await this.store.retireOriginal(key, fallback);
    this.records.set(key, image.record);
  }

  /** The record of a processed image (cached), or the upload's row when it has none yet. */
  async recordOf(key: string): Promise<{ record: ImageRecord | null; row?: UploadImageRow }> {
    const kept = this.records.get(key);
    if (kept) return { record: kept };
    const row = await uploadImageOf(this.db, key);
    if (row?.record) this.remember(key, row.record);
    return { record: row?.record ?? null, row };
  }

  /** The image at its plain address (its fallback at most 1920 wide), or null: account exports carry it. */
  async fileOf(key: string) {
    const { record } = await this.recordOf(key);
    return record ? this.store.getVariant(key, pickVariant(record, undefined, undefined).name) : null;
  }

  private remember(key: string, record: ImageRecord) {
    if (this.records.size > 10_000) this.records.clear();
    this.records.set(key, record);
  }

  /**
   * Makes the variants of an upload whose bytes are in the store but not yet processed (stored before
   * the pipeline, or PUT straight to a bucket). Null: no such file, or it is not an image (recorded,
   * and not tried again). Throws a 4xx HttpError with the reason when `refusals` asks for it.
   */
  ensure(key: string, refusals = false): Promise<ImageRecord | null> {
    const kept = this.records.get(key);
    if (kept) return Promise.resolve(kept);
    let making = this.making.get(key);
    if (!making) {
      making = this.make(key).finally(() => this.making.delete(key));
      this.making.set(key, making);
    }
    return refusals ? making : making.catch(() => null);
  }

  private async make(key: string): Promise<ImageRecord | null> {
    const row = await uploadImageOf(this.db, key);
    if (!row) return null;
    if (row.record) return row.record;
    if (row.image_error) throw new HttpError(415, problemOfMessage(row.image_error));
    const bytes = await this.store.readOriginal(key, UPLOADS.maxBytes);
    if (!bytes) return null;
    let image: ProcessedImage;
    try {
      image = await this.process(bytes);
    } catch (err) {
      // Not an image, or refused by the pipeline's limits: the bytes are never served.
      if (err instanceof HttpError && err.statusCode !== 503) {
        await recordImageError(this.db, key, err.message);
        await this.store.remove?.(key);
      }
      throw err;
    }
    await this.save(key, image);
    await recordImage(this.db, key, image.record);
    this.onBlogsChanged(await blogsUsingUpload(this.db, key));
    return image.record;
  }

  /**
   * `ensure` for the background job: it waits its turn behind uploads instead of taking a 503 (but
   * not past the server's closing, which would otherwise keep it waiting).
   */
  private async ensureWaiting(key: string, job: Pick<JobContext, 'stopping'>) {
    for (;;) {
      try {
        return await this.ensure(key, true);
      } catch (err) {
        if (!(err instanceof HttpError && err.statusCode === 503) || job.stopping) throw err;
        await new Promise((resolve) => setTimeout(resolve, 2000));
      }
    }
  }

  /**
   * The durable job: the uploads without variants in key order, a batch at a time, until none is
   * left. Resumable: each upload is recorded once made, so a job taken again after a restart (or a
   * lease that ran out) goes on with the ones still to make.
   */
  async backfill(job: JobContext) {
    let after = '';
    let done = 0;
    for (;;) {
      const keys = await unprocessedUploads(this.db, after, BACKFILL_BATCH);
      if (!keys.length) break;
      for (const key of keys) {
        if (job.stopping) throw new Error('The server is stopping: the image variants go on at the next start');
        await this.ensureWaiting(key, job).catch((err) => this.log.warn({ err, key }, 'image variants of a stored upload could not be made'));
        done++;
      }
      after = keys.at(-1)!;
      await job.progress({ after, done });
    }
  }

  /** The background job's handler (before the queue starts). */
  handleJobs(jobs: JobQueue) {
    jobs.handle(BACKFILL_JOB, (_payload, job) => this.backfill(job));
  }

  /** Asks for the background job once if any upload lacks its variants, and has the queue look now. */
  async startBackfill(jobs: JobQueue) {
    if ((await unprocessedUploads(this.db, '', 1)).length) await enqueueOnce(this.db, BACKFILL_JOB);
    jobs.kick();
  }
}
