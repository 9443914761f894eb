import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import S3rver from 's3rver';
import { sql } from 'drizzle-orm';
import { thumbHashToRGBA } from 'thumbhash';
import { blogPayload, get, post, signup, setupServer, type Harness } from './helpers.ts';
import { LocalStore, UploadSigner } from '../storage/store.ts';
import { ImageService, BACKFILL_JOB } from '../media/index.ts';
import { JobQueue } from '../jobs/queue.ts';
import { one } from '../db/query.ts';

/*
 * The contract's "Images" part (API.md, third edition) with real photos: the same picture twice from
 * the EXIF orientation examples, once upright and once stored sideways with orientation 6, and a
 * photo of a circuit board (server/media/fixtures/README.md says where they come from).
 */
const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../media/fixtures', name));
const upright = fixture('landscape.jpg');
const sideways = fixture('landscape-orientation-6.jpg');
const board = fixture('circuit-board.jpg');

/** The sideways photo as a phone writes it: orientation 6, a GPS position, a camera comment. */
async function phonePhoto(): Promise<Buffer> {
  const withGps = await sharp(sideways)
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Orientation: '6', Make: 'InkwellPhone', ImageDescription: 'at home' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2964/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 17/1 4010/100', GPSMapDatum: 'WGS-84' },
    })
    .jpeg({ quality: 92 })
    .toBuffer();
  // The test's own input must carry what the server has to remove.
  const meta = await sharp(withGps).metadata();
  expect(meta.orientation).toBe(6);
  expect(meta.width).toBe(450);
  expect(meta.exif?.toString('latin1')).toContain('WGS-84');
  return withGps;
}

/** Mean absolute difference of two images' pixels at 64x48 (0: the same picture). */
async function difference(a: Buffer, b: Buffer) {
  const small = (x: Buffer) => sharp(x).resize(64, 48, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const [pa, pb] = await Promise.all([small(a), small(b)]);
  let sum = 0;
  for (let i = 0; i < pa.length; i++) sum += Math.abs(pa[i] - pb[i]);
  return sum / pa.length;
}

type Uploader = (h: Harness, token: string, bytes: Buffer) => Promise<{ status: number; body: { url?: string; width?: number; height?: number; placeholder?: string; error?: string } }>;

/** PUT to this server's signed URL: it answers the image. */
const uploadLocal: Uploader = async (h, token, bytes) => {
  const { body } = await get(h.app, '/get-upload-url', token);
  const res = await h.app.inject({ method: 'PUT', url: body.uploadURL, payload: bytes, headers: { 'content-type': 'application/octet-stream' } });
  return { status: res.statusCode, body: res.json() };
};

/** PUT to the bucket's presigned URL over HTTP, then finish-upload: the server reads the object. */
const uploadS3: Uploader = async (h, token, bytes) => {
  const { body } = await get(h.app, '/get-upload-url', token);
  expect(body.uploadURL).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/inkwell\/uploads\/[\w-]+\?.*X-Amz-Signature=/);
  const put = await fetch(body.uploadURL, { method: 'PUT', body: new Uint8Array(bytes) });
  expect(put.status).toBe(200);
  const key = new URL(body.uploadURL).pathname.split('/').pop()!;
  return post(h.app, '/finish-upload', { url: `/uploads/${key}` }, token);
};

const getImage = async (h: Harness, url: string) => {
  const res = await h.app.inject({ method: 'GET', url });
  return { status: res.statusCode, type: res.headers['content-type'], cache: res.headers['cache-control'], bytes: res.rawPayload, body: res.body };
};

function imageContract(name: string, h: Harness, upload: Uploader, bucket?: () => { list(): Promise<string[]> }) {
  describe(`images (${name})`, () => {
    it('a sideways phone photo with GPS is answered upright, in sRGB, with no metadata, at every width and format', async () => {
      const u = await signup(h.app, 'photographer');
      const res = await upload(h, u.token, await phonePhoto());
      expect(res.status).toBe(200);
      const { url, width, height, placeholder } = res.body;
      expect(url).toMatch(/^\/uploads\/[\w-]{16,64}$/);
      // Oriented: 450x600 stored sideways is a 600x450 picture.
      expect({ width, height }).toEqual({ width: 600, height: 450 });
      // The placeholder is a ThumbHash of a landscape picture.
      const thumb = thumbHashToRGBA(Buffer.from(placeholder!, 'base64'));
      expect(thumb.w).toBeGreaterThan(thumb.h);

      const plain = await getImage(h, url!);
      expect(plain).toMatchObject({ status: 200, type: 'image/jpeg', cache: 'public, max-age=31536000, immutable' });
      const meta = await sharp(plain.bytes).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 600, height: 450, space: 'srgb' });
      // No EXIF block at all (no GPS, no orientation, no camera), no XMP, no ICC profile kept.
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(plain.bytes.toString('latin1')).not.toContain('WGS-84');
      expect(plain.bytes.toString('latin1')).not.toContain('InkwellPhone');
      // Upright: the same picture as the upright original, not a rotated one.
      expect(await difference(plain.bytes, upright)).toBeLessThan(12);
      expect(await difference(plain.bytes, await sharp(upright).rotate(90).resize(600, 450, { fit: 'fill' }).toBuffer())).toBeGreaterThan(30);

      for (const [query, type, w] of [
        ['?w=320&format=avif', 'image/avif', 320],
        ['?w=320&format=webp', 'image/webp', 320],
        ['?w=320&format=jpeg', 'image/jpeg', 320],
        ['?w=320', 'image/jpeg', 320],
        ['?format=webp', 'image/webp', 600],
        // Never wider than the source: a wider width answers the source's.
        ['?w=640&format=avif', 'image/avif', 600],
        ['?w=1920&format=jpeg', 'image/jpeg', 600],
        // One fallback per image: an opaque one's png is its jpeg.
        ['?w=320&format=png', 'image/jpeg', 320],
      ] as const) {
        const v = await getImage(h, url + query);
        expect(v, query).toMatchObject({ status: 200, type, cache: 'public, max-age=31536000, immutable' });
        const m = await sharp(v.bytes).metadata();
        expect(m.width, query).toBe(w);
        expect(m.exif, query).toBeUndefined();
      }
      // Profile-picture squares.
      for (const s of [64, 128, 256]) {
        const sq = await sharp((await getImage(h, `${url}?s=${s}&format=webp`)).bytes).metadata();
        expect([sq.width, sq.height, sq.format]).toEqual([s, s, 'webp']);
      }
      // Any other value is a 400 with an error: no resizing on demand.
      for (const query of ['?w=500', '?w=0320', '?w=320&w=640', '?format=gif', '?format=tiff', '?w=320&s=64', '?s=100', '?q=80', '?w=']) {
        const bad = await getImage(h, url + query);
        expect(bad.status, query).toBe(400);
        expect(JSON.parse(bad.body).error, query).toBeTruthy();
      }
    });

    it('a transparent PNG stays a PNG with its transparency; a real photo of any size keeps its aspect', async () => {
      const u = await signup(h.app, 'designer');
      const logo = await sharp({ create: { width: 700, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
        .composite([{ input: await sharp(board).resize(300, 200).toBuffer(), left: 200, top: 50 }])
        .png()
        .toBuffer();
      const res = await upload(h, u.token, logo);
      expect(res.body).toMatchObject({ width: 700, height: 300 });
      const plain = await getImage(h, res.body.url!);
      expect(plain.type).toBe('image/png');
      const m = await sharp(plain.bytes).metadata();
      expect(m.hasAlpha).toBe(true);
      expect((await getImage(h, res.body.url + '?w=320&format=jpeg')).type).toBe('image/png');
      const webp = await sharp((await getImage(h, res.body.url + '?w=320&format=webp')).bytes).metadata();
      expect(webp.hasAlpha).toBe(true);

      const photo = await upload(h, u.token, board);
      expect(photo.body).toMatchObject({ width: 720, height: 477 });
      const variant = await sharp((await getImage(h, photo.body.url + '?w=640&format=avif')).bytes).metadata();
      expect([variant.width, variant.height]).toEqual([640, 424]);
    });

    it('an animated GIF stays animated, as GIF and as animated WebP', async () => {
      const u = await signup(h.app, 'animator');
      const frames = await Promise.all(['#c0392b', '#27ae60', '#2980b9'].map((c) => sharp({ create: { width: 40, height: 30, channels: 3, background: c } }).raw().toBuffer()));
      const gif = await sharp(Buffer.concat(frames), { raw: { width: 40, height: 90, channels: 3, pageHeight: 30 } as never }).gif({ delay: [100, 100, 100], loop: 0 }).toBuffer();
      expect((await sharp(gif, { animated: true }).metadata()).pages).toBe(3);
      const res = await upload(h, u.token, gif);
      expect(res.body).toMatchObject({ width: 40, height: 30 });
      const plain = await getImage(h, res.body.url!);
      expect(plain.type).toBe('image/gif');
      expect((await sharp(plain.bytes, { animated: true }).metadata()).pages).toBe(3);
      const webp = await getImage(h, res.body.url + '?format=webp');
      expect(webp.type).toBe('image/webp');
      expect((await sharp(webp.bytes, { animated: true }).metadata()).pages).toBe(3);
    });

    it('refuses more than 50 megapixels, more than 200 frames and files that do not decode: a 4xx with an error, nothing stored', async () => {
      const u = await signup(h.app, 'abuser');
      const before = bucket ? await bucket().list() : [];
      // 8000 x 7000 of one colour: 56 megapixels in a few kilobytes.
      const huge = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#808080' } }).png({ compressionLevel: 9 }).toBuffer();
      // Black and white in turn: the GIF encoder merges a frame into the one before when they look alike.
      const strip = Buffer.alloc(4 * 4 * 3 * 201);
      for (let i = 0; i < strip.length; i++) strip[i] = (Math.floor(i / 48) % 2) * 255;
      const frames201 = await sharp(strip, { raw: { width: 4, height: 4 * 201, channels: 3, pageHeight: 4 } as never }).gif().toBuffer();
      expect((await sharp(frames201).metadata()).pages).toBe(201);
      const truncated = board.subarray(0, 20_000);
      const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 7)]);
      for (const [what, bytes, message] of [
        ['56 MP', huge, 'This image is too large'],
        ['201 frames', frames201, /too many frames/],
        ['a truncated JPEG', truncated, /could not be read/],
        ['a JPEG header and garbage', garbage, /could not be read/],
      ] as const) {
        const res = await upload(h, u.token, bytes);
        expect(res.status, what).toBeGreaterThanOrEqual(400);
        expect(res.status, what).toBeLessThan(500);
        expect(res.body.error, what).toMatch(message);
      }
      // Nothing is kept: no image rows, and (S3) nothing left in the bucket.
      const stored = await one<{ n: number }>(h.db.db, sql`SELECT count(*)::int AS n FROM uploads WHERE processed_at IS NOT NULL`);
      expect(stored!.n).toBe(0);
      if (bucket) expect(await bucket().list()).toEqual(before);
      // The server is unharmed.
      expect((await get(h.app, '/health')).status).toBe(200);
    });

    it('image blocks and the banner carry the size and placeholder from the server’s record, whatever the client sent', async () => {
      const u = await signup(h.app, 'writer');
      const img = (await upload(h, u.token, await phonePhoto())).body;
      const banner = (await upload(h, u.token, board)).body;
      const content = {
        time: 1,
        blocks: [
          { type: 'paragraph', data: { text: 'Look:' } },
          { type: 'image', data: { file: { url: img.url, width: 1, height: 1, placeholder: 'forged' }, caption: 'Home' } },
          { type: 'image', data: { file: { url: 'https://images.example.test/x.jpg', width: 5 }, caption: '' } },
        ],
        version: '2.31.7',
      };
      const saved = await post(h.app, '/create-blog', blogPayload({ banner: banner.url, content }), u.token);
      expect(saved.status).toBe(200);
      for (const token of [undefined, u.token]) {
        const got = (await post(h.app, '/get-blog', { blog_id: saved.body.id, ...(token ? { mode: 'edit' } : {}) }, token)).body.blog;
        const blocks = got.content[0].blocks;
        expect(blocks[1].data.file).toEqual({ url: img.url, width: 600, height: 450, placeholder: img.placeholder });
        expect(blocks[2].data.file).toEqual({ url: 'https://images.example.test/x.jpg' });
        expect(got.banner_meta).toEqual({ width: 720, height: 477, placeholder: banner.placeholder });
      }
      // Its card in every list carries the same (a card paints the placeholder until the thumbnail comes).
      const cards = (await post(h.app, '/latest-blogs', { page: 1 })).body.blogs as { blog_id: string; banner_meta?: unknown }[];
      expect(cards.find((c) => c.blog_id === saved.body.id)!.banner_meta).toEqual({ width: 720, height: 477, placeholder: banner.placeholder });
      const foreign = await post(h.app, '/create-blog', blogPayload({ title: 'A banner from elsewhere' }), u.token);
      const again = (await post(h.app, '/latest-blogs', { page: 1 })).body.blogs as { blog_id: string; banner_meta?: unknown }[];
      expect(again.find((c) => c.blog_id === foreign.body.id)).not.toHaveProperty('banner_meta');
      // The feed's banner is the 1280 JPEG with its size (never wider than the image: 720 x 477).
      const feed = await h.app.inject({ method: 'GET', url: '/rss.xml' });
      const key = String(banner.url).split('/').pop()!;
      expect(feed.body).toContain(`/uploads/${key}?w=1280&amp;#38;format=jpeg&quot; alt=&quot;&quot; width=&quot;720&quot; height=&quot;477&quot; /&gt;`);
    });
  });
}

describe('local store', () => {
  const h = setupServer();
  imageContract('local store', h, uploadLocal);

  it('uploads stored before the pipeline get their variants from the background job, and their bytes go', async () => {
    const u = await signup(h.app, 'oldtimer');
    const store = new LocalStore(h.dataDir, new UploadSigner(h.config.jwtSecret), '');
    const keys = ['legacyphoto0000000001', 'legacyphoto0000000002', 'legacybroken000000003'];
    for (const key of keys) {
      await h.db.db.execute(sql`INSERT INTO uploads (key, owner, expires_at, uploaded_at, content_type, size) VALUES (${key}, ${u.id}, now(), now(), 'image/jpeg', 1)`);
    }
    await store.write!(keys[0], await phonePhoto());
    await store.write!(keys[1], board);
    await store.write!(keys[2], Buffer.from('not an image at all'));
    const log: string[] = [];
    const images = new ImageService(h.db.db, store, { warn: (_o, m) => log.push(m) }, { concurrency: 1, waiting: 5 });
    const queue = new JobQueue(h.db.db, { warn: (_o, m) => log.push(m) });
    images.handleJobs(queue);
    await images.startBackfill(queue);
    expect(await queue.work()).toBe(1);
    const row = await one<{ finished_at: Date | null; progress: { done: number } }>(h.db.db, sql`SELECT finished_at, progress FROM jobs WHERE kind = ${BACKFILL_JOB}`);
    expect(row!.finished_at).not.toBeNull();
    expect(row!.progress.done).toBe(3);
    // The uploaded bytes are gone; the variants answer.
    for (const key of keys) expect(existsSync(join(h.dataDir, 'uploads', key)), key).toBe(false);
    const photo = await getImage(h, `/uploads/${keys[0]}?w=320&format=webp`);
    expect(photo.type).toBe('image/webp');
    expect((await sharp(photo.bytes).metadata()).exif).toBeUndefined();
    expect((await getImage(h, `/uploads/${keys[2]}`)).status).toBe(404);
    // Nothing left to do: asking again adds no job.
    await images.startBackfill(queue);
    expect(await queue.work()).toBe(0);
  });

  it('an upload stored before the pipeline that is asked for before the job reaches it is made then', async () => {
    const u = await signup(h.app, 'impatient');
    const store = new LocalStore(h.dataDir, new UploadSigner(h.config.jwtSecret), '');
    const key = 'legacyphoto0000000009';
    await h.db.db.execute(sql`INSERT INTO uploads (key, owner, expires_at, uploaded_at, content_type, size) VALUES (${key}, ${u.id}, now(), now(), 'image/jpeg', 1)`);
    await store.write!(key, upright);
    const plain = await getImage(h, `/uploads/${key}`);
    expect(plain.type).toBe('image/jpeg');
    expect(plain.bytes.equals(upright)).toBe(false);
    expect((await sharp(plain.bytes).metadata()).exif).toBeUndefined();
  });
});

describe('S3 (s3rver in this process)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'inkwell-s3-'));
  const env: Record<string, string> = {};
  let server: S3rver;
  let endpoint = '';
  beforeAll(async () => {
    server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: 'inkwell', configs: [] }] });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    Object.assign(env, {
      STORAGE: 's3',
      S3_BUCKET: 'inkwell',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: `${endpoint}/inkwell`,
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const h = setupServer(env);
  const list = async () => {
    const res = await fetch(`${endpoint}/inkwell?list-type=2`);
    const xml = await res.text();
    return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]);
  };
  imageContract('S3', h, uploadS3, () => ({ list }));

  it('the bucket holds the variants and the cleaned image at the upload’s key, never the uploaded bytes; deleting removes them all', async () => {
    const u = await signup(h.app, 'bucketeer');
    const photo = await phonePhoto();
    const res = await uploadS3(h, u.token, photo);
    const key = res.body.url!.split('/').pop()!;
    const objects = await list();
    expect(objects).toContain(`uploads/${key}`);
    expect(objects).toEqual(expect.arrayContaining([`uploads/${key}/320.avif`, `uploads/${key}/600.jpeg`, `uploads/${key}/s64.webp`]));
    // What the bucket serves at the uploaded key is the cleaned JPEG, not the phone's file.
    const atKey = Buffer.from(await (await fetch(`${endpoint}/inkwell/uploads/${key}`)).arrayBuffer());
    expect(atKey.equals(photo)).toBe(false);
    expect((await sharp(atKey).metadata()).exif).toBeUndefined();
    // Only its owner can finish an upload.
    const other = await signup(h.app, 'stranger');
    expect((await post(h.app, '/finish-upload', { url: res.body.url }, other.token)).status).toBe(400);
    // The clean-up of unused uploads removes every object of the image.
    const { cleanUpUploads } = await import('../store/uploads.ts');
    const { S3Store } = await import('../storage/s3.ts');
    const store = new S3Store({ bucket: 'inkwell', region: 'us-east-1', endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true, publicBase: `${endpoint}/inkwell` });
    expect(await cleanUpUploads(h.db.db, store, new Date(Date.now() + 49 * 3600 * 1000))).toBe(1);
    expect((await list()).filter((o) => o.includes(key))).toEqual([]);
  });
});
