import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithoutRef, ElementType, Ref } from 'react';
import * as styles from './Logo.css';

const logoClasses = cva(styles.root, { variants: { size: styles.size }, defaultVariants: { size: 'md' } });

interface LogoOwnProps<C extends ElementType> extends VariantProps<typeof logoClasses> {
  /** Element or component to render: `'span'` (default), `'a'`, or a router `Link`. */
  as?: C;
  /** `full` (mark and wordmark, default) or `mark` (the square only, for tight spaces). */
  variant?: 'full' | 'mark';
  /** sm, md (default) or lg: the logo's height. */
  size?: VariantProps<typeof logoClasses>['size'];
  /** Accessible name (default "Inkwell"). */
  label?: string;
  ref?: Ref<Element>;
  className?: string;
}

export type LogoProps<C extends ElementType = 'span'> = LogoOwnProps<C> & Omit<ComponentPropsWithoutRef<C>, keyof LogoOwnProps<C>>;

/** The Inkwell logo: an ink-drop mark and a serif wordmark, as inline SVG (no request). */
export function Logo<C extends ElementType = 'span'>({ as, variant = 'full', size, label = 'Inkwell', className, ...rest }: LogoProps<C>) {
  const Component: ElementType = as ?? 'span';
  const full = variant === 'full';
  return (
    <Component className={logoClasses({ size, className })} data-variant={variant} {...rest}>
      <svg className={styles.svg} viewBox={full ? '0 0 132 32' : '0 0 32 32'} role="img" aria-label={label} focusable="false">
        <rect className={styles.mark} width="32" height="32" rx="8" />
        {/* An ink drop over a nib slit. */}
        <path className={styles.markInk} d="M16 6.5c3.9 5 6.5 8.7 6.5 12a6.5 6.5 0 0 1-13 0c0-3.3 2.6-7 6.5-12Z" />
        <rect className={styles.mark} x="15.1" y="15" width="1.8" height="7" rx="0.9" />
        {full && (
          <text className={styles.wordmark} x="41" y="23.5" fontSize="22">
            Inkwell
          </text>
        )}
      </svg>
    </Component>
  );
}
