import { IMAGE_WIDTHS, type ImageFormat } from './constants.ts';

/**
 * Addresses of this server's uploaded images and of their variants (API.md, "Images"): the browser,
 * the server's pages, feeds and mail all build `srcset`s from these.
 */

/** Whether `url` (relative or absolute) is one of this server's uploads, which have variants. */
export const isUploadAddress = (url: string) => /^(?:https?:\/\/[^/?#]+)?\/uploads\/[A-Za-z0-9_-]{16,64}$/.test(url);

/** The variant of an upload: `w` one of IMAGE_WIDTHS, `format` one of IMAGE_FORMATS. */
export const imageVariantUrl = (url: string, w: number, format: ImageFormat) => `${url}?w=${w}&format=${format}`;

/** The widths an image `width` px wide has (all of them when its width is not known). */
export function variantWidths(width?: number): number[] {
  if (!width) return [...IMAGE_WIDTHS];
  const top = Math.min(width, IMAGE_WIDTHS.at(-1)!);
  // A width class wider than the image answers the image's own width: list it once, as its own.
  return [...IMAGE_WIDTHS.filter((w) => w < top), ...(IMAGE_WIDTHS.includes(top as never) ? [top] : [IMAGE_WIDTHS.find((w) => w > top)!])];
}

/** A `srcset` of an upload in one format: each variant with its real width. */
export function imageSrcSet(url: string, format: ImageFormat, width?: number): string {
  return variantWidths(width)
    .map((w) => `${imageVariantUrl(url, w, format)} ${width ? Math.min(w, width) : w}w`)
    .join(', ');
}

/** The size an image is shown at when at most `maxWidth` wide, keeping its aspect. */
export function fittedSize(meta: { width: number; height: number }, maxWidth: number) {
  const width = Math.min(meta.width, maxWidth);
  return { width, height: Math.round((meta.height * width) / meta.width) };
}
