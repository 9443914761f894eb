import { cx } from 'class-variance-authority';
import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
import * as styles from './TextLink.css';

interface TextLinkOwnProps<C extends ElementType> {
  /** `'a'` (default) or a router link such as react-router's `Link`. */
  as?: C;
  className?: string;
  children?: ReactNode;
}

export type TextLinkProps<C extends ElementType = 'a'> = TextLinkOwnProps<C> & Omit<ComponentPropsWithoutRef<C>, keyof TextLinkOwnProps<C>>;

/** A link inside text: accent colour, underlined, with the focus ring. */
export function TextLink<C extends ElementType = 'a'>({ as, className, ...rest }: TextLinkProps<C>) {
  const Component = (as ?? 'a') as ElementType;
  return <Component className={cx(styles.link, className)} {...rest} />;
}
