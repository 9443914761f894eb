import { thumbHashToDataURL } from 'thumbhash';
import { AVATAR_SIZES, imageSrcSet, isUploadAddress } from '@/contract';

/** An uploaded image's size and ThumbHash placeholder, as blocks and banners carry them. */
export interface ImageMeta {
  width: number;
  height: number;
  placeholder?: string;
}

/** What a <picture> of an image needs: its sources by type, the fallback's srcset, size and placeholder. */
export interface PictureSources {
  src: string;
  srcSet?: string;
  sources: { type: string; srcSet: string }[];
  width?: number;
  height?: number;
  /** The blurred placeholder as an image URL (data:), painted until the image arrives. */
  placeholder?: string;
}

/** The ThumbHash (base64) as a small PNG data URL, or undefined when it does not decode. */
export function placeholderUrl(thumbHash?: string): string | undefined {
  if (!thumbHash) return undefined;
  try {
    const bytes = Uint8Array.from(atob(thumbHash), (c) => c.charCodeAt(0));
    return thumbHashToDataURL(bytes);
  } catch {
    return undefined;
  }
}

/**
 * The sources of an image: an upload of this server gets AVIF and WebP srcsets of its variants and a
 * JPEG/PNG srcset for the rest (API.md, "Images"); any other address is used as it is.
 */
export function pictureSources(url: string, meta?: Partial<ImageMeta> | null): PictureSources {
  const width = meta?.width && meta.height ? meta.width : undefined;
  const size = width ? { width, height: meta!.height } : {};
  if (!isUploadAddress(url)) return { src: url, sources: [], ...size };
  return {
    src: url,
    srcSet: imageSrcSet(url, 'jpeg', width),
    sources: [
      { type: 'image/avif', srcSet: imageSrcSet(url, 'avif', width) },
      { type: 'image/webp', srcSet: imageSrcSet(url, 'webp', width) },
    ],
    ...size,
    placeholder: placeholderUrl(meta?.placeholder),
  };
}

/**
 * A profile picture shown `pixels` CSS pixels wide: a picture of this server comes as its smallest
 * square at least that wide, and the one at least twice as wide for a 2x screen (API.md, "Images":
 * 64, 128, 256); any other address is used as it is.
 */
export function avatarSources(url: string, pixels: number): { src: string; srcSet?: string } {
  if (!isUploadAddress(url)) return { src: url };
  const square = (wanted: number) => AVATAR_SIZES.find((s) => s >= wanted) ?? AVATAR_SIZES.at(-1)!;
  const one = `${url}?s=${square(pixels)}`;
  return { src: one, srcSet: `${one} 1x, ${url}?s=${square(pixels * 2)} 2x` };
}
