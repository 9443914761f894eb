import { lazy, Suspense } from 'react';
import { MoreHorizontal } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { IconButton } from '@/design/primitives/IconButton';
import { useSession } from '@/lib';
import type { ContentMenuPopupProps } from '../ContentMenuPopup';

export type ContentMenuProps = ContentMenuPopupProps;

// The menu, its report dialog and their form code: a chunk of their own, loaded for members only.
const Popup = lazy(() => import('../ContentMenuPopup/ContentMenuPopup.tsx').then((m) => ({ default: m.ContentMenuPopup })));

/**
 * The "more" menu on a blog, a comment or a profile (Report, Block). Readers without an account get
 * nothing and download nothing of it, which keeps the blog page within its weight budget; a member
 * sees the button at once (disabled for the moment its code takes to arrive).
 */
export function ContentMenu(props: ContentMenuProps) {
  const session = useSession();
  const { t } = useLingui();
  if (!session || props.author === session.username) return null;
  const what = props.what;
  const placeholder = (
    <IconButton aria-label={t`More actions for the ${what}`} size="sm" disabled>
      <MoreHorizontal aria-hidden />
    </IconButton>
  );
  return (
    <Suspense fallback={placeholder}>
      <Popup {...props} />
    </Suspense>
  );
}
