import { cx } from 'class-variance-authority';
import { useState, type ComponentProps } from 'react';
import { ImageOff } from 'lucide-react';
import * as styles from './BlogBanner.css';

export interface BlogBannerProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Image address; an empty or broken one shows the default banner of the current theme. */
  src: string;
  /** Alternative text; empty when the picture is decorative (a title next to it says it all). */
  alt?: string;
  /** Load eagerly (the blog page's banner is the largest paint). */
  priority?: boolean;
}

/** A blog's banner, cropped to its frame, with the light or dark default when it fails to load. */
export function BlogBanner({ src, alt = '', priority = false, className, ...rest }: BlogBannerProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !src || failedSrc === src;
  return (
    <div className={cx(styles.frame, className)} data-fallback={failed || undefined} {...rest}>
      {failed ? (
        <div className={styles.placeholder} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
          <ImageOff className={styles.placeholderIcon} aria-hidden />
        </div>
      ) : (
        <img
          className={styles.image}
          src={src}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      )}
    </div>
  );
}
