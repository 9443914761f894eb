import { useMutation } from '@tanstack/react-query';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@/design/primitives/Button';
import { IconButton } from '@/design/primitives/IconButton';
import { toast } from '@/design/primitives/Toaster';
import { showProblem, useSession } from '@/lib';
import { communityMutations } from '@/api';

export interface BookmarkButtonProps {
  blog: { _id: string; blog_id: string; title: string };
  /** Whether the reader saved it (get-blog's or the card's `bookmarked`). */
  saved: boolean;
  /** An icon alone, named after the blog (on a card in a list). */
  compact?: boolean;
}

/** Save to the reading list, or remove from it; a visitor is asked to sign in. */
export function BookmarkButton({ blog, saved, compact = false }: BookmarkButtonProps) {
  const session = useSession();
  const { t, i18n } = useLingui();
  const title = blog.title;
  const save = useMutation(communityMutations.bookmark);
  // The last answer holds until the list showing the card is read again.
  const on = save.isPending ? (save.variables?.saved ?? saved) : (save.data?.saved ?? saved);

  async function toggle() {
    if (!session) return toast.error(t`Please sign in to save blogs to your reading list`);
    try {
      const { saved: now } = await save.mutateAsync({ blog, saved: !on });
      toast.success(now ? t`Saved to your reading list` : t`Removed from your reading list`);
    } catch (err) {
      toast.error(showProblem(err, i18n));
    }
  }

  if (compact) {
    return (
      <IconButton size="sm" aria-pressed={on} aria-label={t`Save “${title}” to your reading list`} onClick={() => void toggle()}>
        {on ? <BookmarkCheck aria-hidden /> : <Bookmark aria-hidden />}
      </IconButton>
    );
  }
  return (
    <Button variant="ghost" size="sm" aria-pressed={on} iconStart={on ? <BookmarkCheck aria-hidden /> : <Bookmark aria-hidden />} onClick={() => void toggle()}>
      {on ? t({ message: 'Saved', context: 'bookmark' }) : t({ message: 'Save', context: 'bookmark' })}
    </Button>
  );
}
