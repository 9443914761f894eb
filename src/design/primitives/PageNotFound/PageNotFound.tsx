import { cx } from 'class-variance-authority';
import type { ComponentProps, ElementType, ReactNode } from 'react';
import { ButtonLink } from '../ButtonLink';
import * as styles from './PageNotFound.css';

export interface PageNotFoundProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** The way home; pass a router link. Default: a plain link to "/" reading "Go back to the home page". */
  homeLink?: ReactNode;
  /** The friendly line under the heading; by default it names `what` was not found. */
  message?: ReactNode;
  /** What was looked for: "blog", "user" (default "page"). */
  what?: string;
  /** The router's link component (react-router's Link): the way home navigates inside the app. */
  linkAs?: ElementType;
}

/** The not-found screen: heading "Page not found", a friendly line and a link home. */
export function PageNotFound({ homeLink, what = 'page', message, linkAs, className, ...rest }: PageNotFoundProps) {
  const text = message ?? `The ${what} you are looking for does not exist or has ${what === 'page' ? 'moved' : 'been removed'}. Let us get you back to reading.`;
  return (
    <section className={cx(styles.root, className)} aria-labelledby="page-not-found-title" {...rest}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="page-not-found-title" className={styles.title}>
        Page not found
      </h1>
      <p className={styles.message}>{text}</p>
      <div className={styles.action}>
        {homeLink ?? (
          <ButtonLink as={linkAs ?? 'a'} {...(linkAs ? { to: '/' } : { href: '/' })} variant="outline">
            Go back to the home page
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
