import { Link } from 'react-router-dom';
import { ButtonLink } from '@/design/primitives/ButtonLink';
import { PageNotFound } from '@/design/primitives/PageNotFound';
import { useDocumentTitle } from '@/lib';

/** The design's not-found page for an unknown blog or user, with a router link home. */
export function NotFound({ what = 'page' }: { what?: string }) {
  useDocumentTitle('Page not found');
  return (
    <main>
      <PageNotFound
        message={`The ${what} you are looking for does not exist or has been removed. Let us get you back to reading.`}
        homeLink={
          <ButtonLink as={Link} to="/" variant="outline">
            Go back to the home page
          </ButtonLink>
        }
      />
    </main>
  );
}
