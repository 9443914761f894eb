import { useEffect } from 'react';

export const SITE_NAME = 'Inkwell';

/** Sets the document title as "<title> | Inkwell" (or the site name alone). */
export function useDocumentTitle(title?: string | null) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME}: convenient blog writing and reading`;
  }, [title]);
}
