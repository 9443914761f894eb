import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { ERRORS, IMAGE_WIDTHS, AVATAR_SIZES, IMAGE_LIMITS, type ImageFormat } from '../../src/contract/index.ts';
import { HttpError } from '../httpError.ts';

/*
 * The image pipeline: every upload is decoded and written anew (API.md, "Images"). Nothing of the
 * uploaded file survives but its pixels: sharp writes no metadata unless asked (no EXIF, GPS, XMP,
 * comments), `.rotate()` with no angle applies the EXIF orientation to the pixels, and every output
 * is converted to sRGB (an embedded profile is used to read the pixels, then dropped).
 */

type SharpFn = typeof import('sharp').default;
let sharp: SharpFn;
let loading: Promise<void> | null = null;

/**
 * sharp, loaded on the first image: libvips and its libraries add about 10 MB to the resident memory
 * of a server that may never see an upload (bench/README.md, "Embedded database: where the idle
 * server's memory goes").
 */
function loadSharp(): Promise<void> {
  loading ??= import('sharp').then(({ default: lib }) => {
    // libvips caches operations for repeated work on the same input: an upload server never repeats
    // one, and the cache would hold decoded images in memory long after their request.
    lib.cache(false);
    // One libvips thread per operation: an image's variants are encoded side by side on libuv's
    // pool, so more threads per operation would only oversubscribe the cores.
    lib.concurrency(1);
    sharp = lib;
  });
  loading.catch(() => (loading = null));
  return loading;
}

/** How an image is kept: its fallback format (the address without a query) and what else it has. */
export interface ImageRecord {
  width: number;
  height: number;
  /** ThumbHash of the image, base64. */
  placeholder: string;
  /** Has transparency (the fallback is PNG). */
  alpha: boolean;
  /** Animated (WebP and GIF variants, each animated). */
  animated: boolean;
  /** The widths written, ascending; the last is the image's own width, at most 1920. */
  widths: number[];
}

export interface Variant {
  /** The file's name beside the others in the store: `${key}.${name}`. */
  name: string;
  contentType: string;
  bytes: Buffer;
}

export interface ProcessedImage {
  record: ImageRecord;
  variants: Variant[];
}

const CONTENT_TYPES: Record<ImageFormat | 'gif', string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/** The file name of a variant: width class (or `s64` for an avatar square) and format. */
export const variantName = (size: number | `s${number}`, format: ImageFormat | 'gif') => `${size}.${format}`;

/** The formats an image's variants are written in: the first two for <source>, the last is the fallback. */
export function formatsOf(record: Pick<ImageRecord, 'alpha' | 'animated'>): (ImageFormat | 'gif')[] {
  if (record.animated) return ['webp', 'gif'];
  return ['avif', 'webp', record.alpha ? 'png' : 'jpeg'];
}

export const fallbackFormat = (record: Pick<ImageRecord, 'alpha' | 'animated'>) => formatsOf(record).at(-1)!;

/**
 * The variant a request asks for, by the contract's names: `w` one of the widths (a wider one than the
 * image answers the image's own width), `format` one of avif, webp, jpeg, png. An animated image
 * answers its animated WebP for avif and webp and its GIF for jpeg and png; an opaque image's png is
 * its jpeg and a transparent one's jpeg its png (one fallback per image, never a second copy).
 */
export function pickVariant(record: ImageRecord, w: number | undefined, format: ImageFormat | undefined): { name: string; contentType: string } {
  const widest = record.widths.at(-1)!;
  const width = w === undefined ? widest : (record.widths.find((x) => x >= w) ?? widest);
  let f: ImageFormat | 'gif' = fallbackFormat(record);
  if (format === 'avif' || format === 'webp') f = record.animated ? 'webp' : format;
  return { name: variantName(width, f), contentType: CONTENT_TYPES[f] };
}

/** An avatar square's variant: `size` one of 64, 128, 256. */
export function pickAvatar(record: ImageRecord, size: number, format: ImageFormat | undefined) {
  const f: ImageFormat | 'gif' = format === 'avif' || format === 'webp' ? format : record.alpha || record.animated ? 'png' : 'jpeg';
  return { name: variantName(`s${size}`, f), contentType: CONTENT_TYPES[f] };
}

/** The widths to write for an image `width` pixels wide: the classes below it, then its own (at most 1920). */
export function widthsFor(width: number): number[] {
  const top = Math.min(width, IMAGE_WIDTHS.at(-1)!);
  return [...IMAGE_WIDTHS.filter((w) => w < top), top];
}

const tooLarge = () => new HttpError(413, ERRORS.imagePixelsTooMany);
const undecodable = () => new HttpError(415, ERRORS.imageUnreadable);
const tooManyFrames = () => new HttpError(413, ERRORS.imageFramesTooMany(IMAGE_LIMITS.maxFrames));

/*
 * Encoder settings, measured on a 1920-px photo (bench/images.ts has the whole budget): AVIF at
 * effort 0 of 9 took 255 ms where sharp's default (4) takes several seconds and effort 2 took 1.7 s,
 * for files within a few per cent of each other; WebP at effort 2; JPEG progressive with optimised
 * Huffman tables but without mozjpeg's trellis search (86 ms against 400 ms, 20% larger): the JPEG is
 * the fallback that only feeds, mail and old browsers download, and every upload pays for it.
 * AVIF with its chroma at half resolution (4:2:0, as the WebP and JPEG variants have it; sharp's
 * default is 4:4:4): the encoder of a 1920-px photo then holds 53 MB instead of 90, takes a fifth
 * less time, and writes a file a few per cent smaller.
 */
const ENCODE = {
  avif: { quality: 50, effort: 0, chromaSubsampling: '4:2:0' },
  webp: { quality: 75, effort: 2 },
  jpeg: { quality: 80, progressive: true, optimiseCoding: true },
  png: { compressionLevel: 7 },
  gif: { effort: 5 },
} as const;

function encode(img: Sharp, format: ImageFormat | 'gif'): Promise<Buffer> {
  switch (format) {
    case 'avif':
      return img.avif(ENCODE.avif).toBuffer();
    case 'webp':
      return img.webp(ENCODE.webp).toBuffer();
    case 'jpeg':
      return img.jpeg(ENCODE.jpeg).toBuffer();
    case 'png':
      return img.png(ENCODE.png).toBuffer();
    case 'gif':
      return img.gif(ENCODE.gif).toBuffer();
  }
}

const inputOptions = (animated: boolean): SharpOptions => ({
  // Refused before any pixel is decoded: libvips reads the size from the header.
  limitInputPixels: IMAGE_LIMITS.maxPixels,
  // A truncated or corrupt file is refused, not written out half grey.
  failOn: 'error',
  animated,
  sequentialRead: true,
});

/*
 * Encodes run at most this many at a time, the largest first. Each holds its encoder's memory (AVIF
 * of a 1920-px photo: 53 MB; 1280 px: 25 MB), and sharp would otherwise queue an image's ~24 encodes
 * on libuv's pool at once, four running side by side: 130-150 MB over the decoded pixels for one
 * photo where two at a time hold about 70. Two keep both cores of a small host busy, and leave two of
 * libuv's threads to file and network work meanwhile.
 */
const ENCODES_AT_ONCE = 2;

/** Runs `jobs` in their order, at most `limit` at a time; the results in the same order. */
async function inTurn<T>(jobs: (() => Promise<T>)[], limit = ENCODES_AT_ONCE): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await jobs[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return results;
}

/** Reads the header: size, frames, transparency; refuses what the pipeline will not take. */
async function inspect(input: Buffer) {
  let meta: Metadata;
  try {
    meta = await sharp(input, { ...inputOptions(false), limitInputPixels: false }).metadata();
  } catch {
    throw undecodable();
  }
  if (!meta.width || !meta.height || !['jpeg', 'png', 'webp', 'gif'].includes(meta.format ?? '')) throw undecodable();
  const frameHeight = meta.pageHeight ?? meta.height;
  if (meta.width * frameHeight > IMAGE_LIMITS.maxPixels) throw tooLarge();
  const frames = meta.pages ?? 1;
  if (frames > IMAGE_LIMITS.maxFrames) throw tooManyFrames();
  return { meta, frames, animated: frames > 1 };
}

/** The ThumbHash of an image: encoded from a copy at most 100 px on its longer side (its limit). */
async function thumbHashOf(pixels: Sharp): Promise<string> {
  const { data, info } = await pixels.clone().resize(100, 100, { fit: 'inside' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
}

/**
 * Decodes `input` and writes every variant: widths 320-1920 (never wider than the image) in AVIF,
 * WebP and JPEG (PNG when transparent; animated: WebP and GIF), 64/128/256 avatar squares, and
 * the ThumbHash placeholder. Throws a 4xx HttpError for what it refuses: more than 50 megapixels,
 * more than 200 frames, a file that does not decode.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  await loadSharp();
  const { animated } = await inspect(input);
  try {
    return animated ? await processAnimated(input) : await processStill(input);
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const message = err instanceof Error ? err.message : '';
    if (/pixel limit/i.test(message)) throw tooLarge();
    throw undecodable();
  }
}

async function processStill(input: Buffer): Promise<ProcessedImage> {
  // Oriented, in sRGB, decoded once at most 1920 wide into raw pixels: every variant is made from
  // this copy (a 12-megapixel JPEG decodes with shrink-on-load to a quarter of its pixels).
  const { data, info } = await sharp(input, inputOptions(false))
    .rotate()
    .toColourspace('srgb')
    .resize({ width: IMAGE_WIDTHS.at(-1)!, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const pixels = () => sharp(data, { raw, limitInputPixels: false });
  const alpha = info.channels === 4 && !(await pixels().stats()).isOpaque;
  // Without transparency the alpha channel goes (a JPEG has none; AVIF and WebP are smaller without).
  const base = () => (alpha ? pixels() : pixels().removeAlpha());
  const record: ImageRecord = { width: info.width, height: info.height, placeholder: await thumbHashOf(base()), alpha, animated: false, widths: widthsFor(info.width) };
  const jobs: (() => Promise<Variant>)[] = [];
  // Widest first: the largest encoders start while nothing else is held.
  for (const w of [...record.widths].reverse()) {
    for (const format of formatsOf(record)) {
      const img = () => (w === info.width ? base() : base().resize({ width: w }));
      jobs.push(() => encode(img(), format).then((bytes) => ({ name: variantName(w, format), contentType: CONTENT_TYPES[format], bytes })));
    }
  }
  for (const size of AVATAR_SIZES) {
    for (const format of formatsOf(record)) {
      const img = () => base().resize(size, size, { fit: 'cover', position: 'attention' });
      jobs.push(() => encode(img(), format).then((bytes) => ({ name: variantName(`s${size}`, format), contentType: CONTENT_TYPES[format], bytes })));
    }
  }
  return { record, variants: await inTurn(jobs) };
}

/** An animation: every width as animated WebP and GIF; the avatar squares from its first frame. */
async function processAnimated(input: Buffer): Promise<ProcessedImage> {
  const frames = () => sharp(input, inputOptions(true)).toColourspace('srgb');
  const { info } = await frames().resize({ width: IMAGE_WIDTHS.at(-1)!, withoutEnlargement: true }).webp({ lossless: true, effort: 0 }).toBuffer({ resolveWithObject: true });
  const width = info.width;
  const height = info.pageHeight ?? info.height;
  const still = () => sharp(input, { ...inputOptions(false), pages: 1 }).toColourspace('srgb');
  const record: ImageRecord = { width, height, placeholder: await thumbHashOf(still()), alpha: false, animated: true, widths: widthsFor(width) };
  const jobs: (() => Promise<Variant>)[] = [];
  for (const w of [...record.widths].reverse()) {
    for (const format of formatsOf(record)) {
      jobs.push(() => encode(frames().resize({ width: w }), format).then((bytes) => ({ name: variantName(w, format), contentType: CONTENT_TYPES[format], bytes })));
    }
  }
  for (const size of AVATAR_SIZES) {
    for (const format of ['avif', 'webp', 'png'] as const) {
      const img = () => still().resize(size, size, { fit: 'cover', position: 'attention' });
      jobs.push(() => encode(img(), format).then((bytes) => ({ name: variantName(`s${size}`, format), contentType: CONTENT_TYPES[format], bytes })));
    }
  }
  return { record, variants: await inTurn(jobs) };
}

/** The content type of a variant's file name. */
export const contentTypeOfVariant = (name: string) => CONTENT_TYPES[name.split('.').at(-1) as ImageFormat | 'gif'];
