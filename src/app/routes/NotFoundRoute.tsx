import { Link } from 'react-router-dom';
import { ButtonLink, PageNotFound } from '@/design';
import { useDocumentTitle } from '@/lib';

/** Any path outside SPEC.md's route table. */
export function NotFoundScreen() {
  useDocumentTitle('Page not found');
  return (
    <main>
      <PageNotFound
        homeLink={
          <ButtonLink as={Link} to="/" variant="outline">
            Go back to the home page
          </ButtonLink>
        }
      />
    </main>
  );
}

export const Component = NotFoundScreen;
