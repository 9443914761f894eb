import { cx } from 'class-variance-authority';
import type { ComponentProps, ElementType, ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '../ButtonLink';
import * as styles from './PageNotFound.css';

export interface PageNotFoundProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** The way home; pass a router link. Default: a plain link to "/" reading "Go back to the home page". */
  homeLink?: ReactNode;
  /** The friendly line under the heading; by default it names `what` was not found. */
  message?: ReactNode;
  /** What was looked for (default "page"): the friendly line names it. */
  what?: NotFoundThing;
  /** The router's link component (react-router's Link): the way home navigates inside the app. */
  linkAs?: ElementType;
}

/** What a not-found screen can name. */
export type NotFoundThing = 'page' | 'blog' | 'user' | 'series' | 'preview';

/** The friendly line for each, written whole so each language words it in its own grammar. */
const NOT_FOUND: Record<NotFoundThing, MessageDescriptor> = {
  page: msg`The page you are looking for does not exist or has moved. Let us get you back to reading.`,
  blog: msg`The blog you are looking for does not exist or has been removed. Let us get you back to reading.`,
  user: msg`The user you are looking for does not exist or has been removed. Let us get you back to reading.`,
  series: msg`The series you are looking for does not exist or has been removed. Let us get you back to reading.`,
  preview: msg`The preview you are looking for does not exist or has been removed. Let us get you back to reading.`,
};

/** The not-found screen: heading "Page not found", a friendly line and a link home. */
export function PageNotFound({ homeLink, what = 'page', message, linkAs, className, ...rest }: PageNotFoundProps) {
  const { i18n } = useLingui();
  const text = message ?? i18n._(NOT_FOUND[what]);
  return (
    <section className={cx(styles.root, className)} aria-labelledby="page-not-found-title" {...rest}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="page-not-found-title" className={styles.title}>
        <Trans>Page not found</Trans>
      </h1>
      <p className={styles.message}>{text}</p>
      <div className={styles.action}>
        {homeLink ?? (
          <ButtonLink as={linkAs ?? 'a'} {...(linkAs ? { to: '/' } : { href: '/' })} variant="outline">
            <Trans>Go back to the home page</Trans>
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
