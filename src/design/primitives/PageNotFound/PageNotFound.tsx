import { cx } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { ButtonLink } from '../ButtonLink';
import * as styles from './PageNotFound.css';

export interface PageNotFoundProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** The way home; pass a router link. Default: a plain link to "/" reading "Go back to the home page". */
  homeLink?: ReactNode;
  /** The friendly line under the heading. */
  message?: ReactNode;
}

/** The not-found screen: heading "Page not found", a friendly line and a link home. */
export function PageNotFound({
  homeLink,
  message = 'The page you are looking for does not exist or has moved. Let us get you back to reading.',
  className,
  ...rest
}: PageNotFoundProps) {
  return (
    <section className={cx(styles.root, className)} aria-labelledby="page-not-found-title" {...rest}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="page-not-found-title" className={styles.title}>
        Page not found
      </h1>
      <p className={styles.message}>{message}</p>
      <div className={styles.action}>
        {homeLink ?? (
          <ButtonLink href="/" variant="outline">
            Go back to the home page
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
