import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
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
      <h1 className={styles.title}>
        <Trans>Something went wrong</Trans>
      </h1>
      <p className={styles.text}>
        <Trans>This screen could not be shown. Reloading usually fixes it; your work saved on the server is safe.</Trans>
      </p>
      <div className={styles.actions}>
        <Button onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </Button>
        <ButtonLink href="/" variant="outline">
          <Trans>Go back to the home page</Trans>
        </ButtonLink>
      </div>
    </main>
  );
}
