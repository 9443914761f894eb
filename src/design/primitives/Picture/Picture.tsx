import { cx } from 'class-variance-authority';
import { useState, type ComponentProps } from 'react';
import * as styles from './Picture.css';

export interface PictureProps extends Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'placeholder'> {
  /** The fallback image's address. */
  src: string;
  /** The fallback's srcset (its widths). */
  srcSet?: string;
  /** Sources the browser picks from by type, first that it supports (AVIF, then WebP). */
  sources?: { type: string; srcSet: string }[];
  /** How wide the image is shown at each viewport width (the srcset's `sizes`). */
  sizes?: string;
  /** An image URL (a tiny blurred preview) painted where the image will be until it has loaded. */
  placeholder?: string;
  /** The page's largest paint: loaded eagerly with high priority, never lazily. */
  priority?: boolean;
}

/**
 * A URL inside a CSS string: a quote or backslash in it (an SVG data URL's attributes) would end the
 * string and void the rule. Percent-encoded they mean the same to the URL, and nothing to CSS.
 */
const cssString = (url: string) => url.replace(/"/g, '%22').replace(/\\/g, '%5C');

/**
 * An image in a <picture>: modern formats first, its intrinsic width and height so that nothing
 * moves when it arrives, a placeholder until it does, and lazy loading unless it is the priority image.
 */
export function Picture({ src, srcSet, sources = [], sizes, placeholder, priority = false, className, style, onLoad, ...rest }: PictureProps) {
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const showPlaceholder = placeholder && loadedSrc !== src;
  return (
    <picture className={styles.picture}>
      {sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
      ))}
      <img
        className={cx(styles.image, className)}
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? undefined : 'async'}
        style={showPlaceholder ? { backgroundImage: `url("${cssString(placeholder)}")`, ...style } : style}
        data-loaded={loadedSrc === src || undefined}
        onLoad={(e) => {
          setLoadedSrc(src);
          onLoad?.(e);
        }}
        {...rest}
      />
    </picture>
  );
}
