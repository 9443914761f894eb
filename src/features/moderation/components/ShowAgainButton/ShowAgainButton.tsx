import { useMutation } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Button } from '@/design/primitives/Button';
import { toast } from '@/design/primitives/Toaster';
import { showProblem } from '@/lib';
import { communityMutations } from '@/api';

export interface ShowAgainButtonProps {
  /** What was hidden. */
  target: 'blog' | 'comment';
  /** The blog's or comment's _id. */
  id: string;
  /** Names it for screen readers when several are on one screen, e.g. the comment's first words. */
  label?: string;
}

const SHOWN = { blog: msg`The blog is shown again to everyone`, comment: msg`The comment is shown again to everyone` } as const;

/** "Show again": a moderator undoes a hide (the server refuses what is not theirs to show). */
export function ShowAgainButton({ target, id, label }: ShowAgainButtonProps) {
  const { t, i18n } = useLingui();
  const unhide = useMutation(communityMutations.unhide);
  async function show() {
    try {
      await unhide.mutateAsync({ target, id });
      toast.success(i18n._(SHOWN[target]));
    } catch (err) {
      toast.error(showProblem(err, i18n));
    }
  }
  return (
    <Button size="sm" variant="outline" iconStart={<Eye aria-hidden />} loading={unhide.isPending} aria-label={label ? t`Show again: ${label}` : undefined} onClick={() => void show()}>
      <Trans>Show again</Trans>
    </Button>
  );
}
