import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { Button } from '@/design/primitives/Button';
import { toast } from '@/design/primitives/Toaster';
import { errorMessage, useSession } from '@/lib';
import { setBookmark } from '@/api';

export interface BookmarkButtonProps {
  blog: { _id: string; blog_id: string; title: string };
  /** Whether the reader saved it (get-blog's `bookmarked`). */
  saved: boolean;
}

/** Save to the reading list, or remove from it; a visitor is asked to sign in. */
export function BookmarkButton({ blog, saved }: BookmarkButtonProps) {
  const session = useSession();
  const client = useQueryClient();
  const save = useMutation({ mutationFn: (next: boolean) => setBookmark(client, blog, next) });
  const on = save.isPending ? (save.variables ?? saved) : saved;

  async function toggle() {
    if (!session) return toast.error('Please sign in to save blogs to your reading list');
    try {
      const { saved: now } = await save.mutateAsync(!on);
      toast.success(now ? 'Saved to your reading list' : 'Removed from your reading list');
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }

  return (
    <Button variant="ghost" size="sm" aria-pressed={on} iconStart={on ? <BookmarkCheck aria-hidden /> : <Bookmark aria-hidden />} onClick={() => void toggle()}>
      {on ? 'Saved' : 'Save'}
    </Button>
  );
}
