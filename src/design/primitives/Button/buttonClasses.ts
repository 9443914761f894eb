import { cva, type VariantProps } from 'class-variance-authority';
import * as styles from './Button.css';

/** Class names of a button look; shared by Button, IconButton and ButtonLink. */
export const buttonClasses = cva(styles.base, {
  variants: {
    variant: styles.variant,
    tone: styles.tone,
    size: styles.size,
    fullWidth: { true: styles.fullWidth, false: '' },
  },
  defaultVariants: { variant: 'solid', tone: 'neutral', size: 'md', fullWidth: false },
});

export const iconButtonClasses = cva(styles.base, {
  variants: { variant: styles.variant, tone: styles.tone, size: styles.iconSize },
  defaultVariants: { variant: 'ghost', tone: 'neutral', size: 'md' },
});

export type ButtonStyleProps = VariantProps<typeof buttonClasses>;
export type IconButtonStyleProps = VariantProps<typeof iconButtonClasses>;
export type ButtonVariant = NonNullable<ButtonStyleProps['variant']>;
export type ButtonTone = NonNullable<ButtonStyleProps['tone']>;
export type ButtonSize = NonNullable<ButtonStyleProps['size']>;
