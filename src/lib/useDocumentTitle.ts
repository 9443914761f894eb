import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';

export const SITE_NAME = 'Inkwell';

/** Sets the document title as "<title> | Inkwell" (or the site name and tagline), in the reader's language. */
export function useDocumentTitle(title?: string | null) {
  const { t } = useLingui();
  const home = t`${SITE_NAME}: convenient blog writing and reading`;
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : home;
  }, [title, home]);
}
