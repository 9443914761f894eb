import { Link } from 'react-router-dom';
import { ButtonLink } from '@/design/primitives/ButtonLink';
import { useDocumentTitle } from '@/lib';
import * as styles from './NotFound.css';

/**
 * The not-found page for an unknown blog or user. Stands in for the design system's PageNotFound
 * until it ships (same content: a message and a link to the home page).
 */
export function NotFound({ what = 'page' }: { what?: string }) {
  useDocumentTitle('Page not found');
  return (
    <main className={styles.page}>
      <p className={styles.code} aria-hidden>
        404
      </p>
      <h1 className={styles.title}>Page not found</h1>
      <p className={styles.text}>The {what} you are looking for does not exist or has been removed.</p>
      <ButtonLink as={Link} to="/" tone="accent">
        Go to the home page
      </ButtonLink>
    </main>
  );
}
