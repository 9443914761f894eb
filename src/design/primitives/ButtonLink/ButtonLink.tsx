import type { ComponentPropsWithoutRef, ElementType, ReactNode, Ref } from 'react';
import * as styles from '../Button/Button.css';
import { buttonClasses, type ButtonStyleProps } from '../Button/buttonClasses';

interface ButtonLinkOwnProps<C extends ElementType> extends ButtonStyleProps {
  /** The element or component to render: `'a'` (default) or a router link such as react-router's `Link`. */
  as?: C;
  /** solid (default), soft, outline or ghost. */
  variant?: ButtonStyleProps['variant'];
  /** neutral (default), accent or danger. */
  tone?: ButtonStyleProps['tone'];
  /** sm, md (default) or lg. */
  size?: ButtonStyleProps['size'];
  /** Icon before the label. */
  iconStart?: ReactNode;
  /** Icon after the label. */
  iconEnd?: ReactNode;
  ref?: Ref<Element>;
  className?: string;
  children?: ReactNode;
}

export type ButtonLinkProps<C extends ElementType = 'a'> = ButtonLinkOwnProps<C> &
  Omit<ComponentPropsWithoutRef<C>, keyof ButtonLinkOwnProps<C>>;

/**
 * A link that looks like a button. Navigation stays the app's business: pass `as={Link}` and the
 * link's own props (`to`, `replace` ...), typed from the component you pass.
 */
export function ButtonLink<C extends ElementType = 'a'>({
  as,
  variant,
  tone,
  size,
  fullWidth,
  iconStart,
  iconEnd,
  className,
  children,
  ...rest
}: ButtonLinkProps<C>) {
  const Component: ElementType = as ?? 'a';
  return (
    <Component
      data-variant={variant ?? 'solid'}
      data-tone={tone ?? 'neutral'}
      data-size={size ?? 'md'}
      className={buttonClasses({ variant, tone, size, fullWidth, className })}
      {...rest}
    >
      <span className={styles.content}>
        {iconStart}
        {children}
        {iconEnd}
      </span>
    </Component>
  );
}
