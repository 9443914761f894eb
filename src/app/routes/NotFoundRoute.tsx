import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageNotFound } from '@/design/primitives/PageNotFound';
import { useDocumentTitle } from '@/lib';

/** Any path outside SPEC.md's route table: the design's one not-found page. */
export function NotFoundScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  return (
    <main>
      <PageNotFound linkAs={Link} />
    </main>
  );
}

export const Component = NotFoundScreen;
