import { useEffect } from 'react';
import { Button, ButtonLink } from '@/design';
import * as styles from './RouteError.css.ts';

/**
 * Shown when a screen throws or its code fails to load (for example after a deploy replaced the
 * chunks the page was built with): says what happened and offers a reload.
 */
export function RouteError({ error }: { error: unknown }) {
  useEffect(() => console.error(error), [error]);
  return (
    <main className={styles.root} role="alert">
      <h1 className={styles.title}>Something went wrong</h1>
      <p className={styles.text}>This screen could not be shown. Reloading usually fixes it; your work saved on the server is safe.</p>
      <div className={styles.actions}>
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <ButtonLink href="/" variant="outline">
          Go back to the home page
        </ButtonLink>
      </div>
    </main>
  );
}
