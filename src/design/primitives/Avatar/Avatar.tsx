import { cva, type VariantProps } from 'class-variance-authority';
import { createContext, useContext, useState, type ComponentProps } from 'react';
import * as styles from './Avatar.css';

const avatarClasses = cva(styles.root, { variants: { size: styles.size }, defaultVariants: { size: 'md' } });

export interface AvatarProps extends Omit<ComponentProps<'span'>, 'children'>, VariantProps<typeof avatarClasses> {
  /** Image address; when missing or failing, initials of `name` show instead. */
  src?: string | null;
  /** Whose picture: gives the initials and the default alt text. */
  name: string;
  /** Alternative text; pass "" when the name is already next to the avatar. */
  alt?: string;
  /** xs, sm, md (default), lg or xl. */
  size?: VariantProps<typeof avatarClasses>['size'];
}

/** "Ada Lovelace" -> "AL", "ada_lovelace" -> "AL", "ada" -> "A". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/[\s._-]+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** The avatar's width in CSS pixels at each size (the size tokens, at 16 px to the rem). */
const PIXELS = { xs: 24, sm: 32, md: 40, lg: 56, xl: 96 } as const;

/**
 * Where an avatar's picture comes from at a width in CSS pixels: the app says (a picture of its own
 * server comes in squares of the right size); without a provider the address is used as it is.
 */
export type AvatarSources = (src: string, pixels: number) => { src: string; srcSet?: string };
const AvatarSourcesContext = createContext<AvatarSources | null>(null);
export const AvatarSourcesProvider = AvatarSourcesContext.Provider;

/** A round profile picture that falls back to initials when there is no image or it fails to load. */
export function Avatar({ src, name, alt, size, className, ...rest }: AvatarProps) {
  // Remember which address failed, so a new src gets a fresh try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const sources = useContext(AvatarSourcesContext);
  const picture = src ? (sources?.(src, PIXELS[size ?? 'md']) ?? { src }) : undefined;
  const label = alt ?? name;
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span
      className={avatarClasses({ size, className })}
      data-status={showImage ? 'image' : 'fallback'}
      {...rest}
    >
      {showImage ? (
        <img className={styles.image} src={picture?.src} srcSet={picture?.srcSet} alt={label} onError={() => setFailedSrc(src ?? null)} />
      ) : (
        // Initials are drawn by CSS (attr()), not as text: the avatar's name is its aria-label,
        // and inside a labelled button ("Account menu") stray text would contradict that label.
        <span
          className={styles.fallback}
          data-initials={initialsOf(name)}
          role={label ? 'img' : undefined}
          aria-label={label || undefined}
          aria-hidden={label ? undefined : true}
        />
      )}
    </span>
  );
}
