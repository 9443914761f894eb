import { cx } from 'class-variance-authority';
import { useState, type ComponentProps } from 'react';
import { ImageOff } from 'lucide-react';
import { Picture } from '@/design';
import { pictureSources, type ImageMeta } from '@/lib';
import * as styles from './BlogBanner.css';

export interface BlogBannerProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Image address; an empty or broken one shows the default banner of the current theme. */
  src: string;
  /** Alternative text; empty when the picture is decorative (a title next to it says it all). */
  alt?: string;
  /** Load eagerly with high priority (the blog page's banner is the largest paint). */
  priority?: boolean;
  /** The image's size and placeholder when the server knows them (get-blog's banner_meta). */
  meta?: ImageMeta | null;
  /** How wide the banner is shown at each viewport width (the layout's column). */
  sizes?: string;
}

/** A blog's banner, cropped to its frame, with the light or dark default when it fails to load. */
export function BlogBanner({ src, alt = '', priority = false, meta, sizes = '100vw', className, ...rest }: BlogBannerProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !src || failedSrc === src;
  return (
    <div className={cx(styles.frame, className)} data-fallback={failed || undefined} {...rest}>
      {failed ? (
        <div className={styles.placeholder} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
          <ImageOff className={styles.placeholderIcon} aria-hidden />
        </div>
      ) : (
        <Picture className={styles.image} {...pictureSources(src, meta)} sizes={sizes} alt={alt} priority={priority} onError={() => setFailedSrc(src)} />
      )}
    </div>
  );
}
