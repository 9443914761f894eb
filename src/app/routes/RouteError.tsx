import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button, ButtonLink } from '@/design';
import * as styles from './RouteError.css.ts';

/**
 * Shown when a screen throws or its code fails to load (for example after a deploy replaced the
 * chunks the page was built with): says what happened and offers a reload.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className={styles.root} role="alert">
      <h1 className={styles.title}>{notFound ? 'Page not found' : 'Something went wrong'}</h1>
      <p className={styles.text}>
        {notFound ? 'This page does not exist.' : 'This screen could not be shown. Reloading usually fixes it; your work saved on the server is safe.'}
      </p>
      <div className={styles.actions}>
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <ButtonLink href="/" variant="outline">
          Go back to the home page
        </ButtonLink>
      </div>
    </main>
  );
}
