import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Ban, Flag, Mail, MoreHorizontal } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { ReportTarget } from '@/contract';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger, IconButton, toast } from '@/design';
import { showProblem, useSession } from '@/lib';
import { communityMutations } from '@/api';
import { ReportDialog } from '../ReportDialog';

const REPORT_ITEM = { blog: msg`Report blog`, comment: msg`Report comment`, user: msg`Report member` } as const;

export interface ContentMenuPopupProps {
  target: ReportTarget;
  /** The blog's, comment's or member's _id. */
  id: string;
  /** What it is, for the menu's name and the report dialog ("comment by Ada"). */
  what: string;
  /** The member behind it: Block shows for them (not for oneself). */
  author?: string;
  /** The author is an account elsewhere in the fediverse (`author` is its user@host): Block blocks that account. */
  remote?: boolean;
  /** Whether the viewer already blocked the author (the item then unblocks). */
  blocked?: boolean;
  /** After a block or unblock (the profile reads itself again). */
  onBlockChange?: (blocked: boolean) => void;
  /** Where the page has a subscribe form: the "Follow by e-mail" entry, which brings the reader to it. */
  onFollowByEmail?: () => void;
}

/**
 * The "more" menu on a blog, a comment or a profile: Report, and Block its author. Signed-in members
 * only. Loaded by ContentMenu when a member is signed in (its menu, dialog and form code is not for
 * readers without an account).
 */
export function ContentMenuPopup({ target, id, what, author, remote = false, blocked = false, onBlockChange, onFollowByEmail }: ContentMenuPopupProps) {
  const session = useSession();
  const { t, i18n } = useLingui();
  const block = useMutation(communityMutations.block);
  const blockRemote = useMutation(communityMutations.blockRemote);
  const [reporting, setReporting] = useState(false);
  // Radix gives focus back to the menu's button as it closes; going to the form waits for that moment instead.
  const goingToForm = useRef(false);
  if (!session) return null;
  const mine = author === session.username;

  async function toggleBlock() {
    try {
      if (remote) await blockRemote.mutateAsync({ handle: author!, blocked: !blocked });
      else await block.mutateAsync({ username: author!, blocked: !blocked });
      toast.success(blocked ? t`Unblocked @${author}` : t`Blocked @${author}: you will no longer see their blogs, comments or notifications`);
      onBlockChange?.(!blocked);
    } catch (err) {
      toast.error(showProblem(err, i18n));
    }
  }

  if (mine) return null;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <IconButton aria-label={t`More actions for the ${what}`} size="sm">
            <MoreHorizontal aria-hidden />
          </IconButton>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          onCloseAutoFocus={(event) => {
            if (!goingToForm.current) return;
            goingToForm.current = false;
            event.preventDefault();
            onFollowByEmail?.();
          }}
        >
          {onFollowByEmail && (
            <DropdownMenuItem icon={<Mail />} onSelect={() => (goingToForm.current = true)}>
              <Trans>Follow by e-mail</Trans>
            </DropdownMenuItem>
          )}
          <DropdownMenuItem icon={<Flag />} onSelect={() => setReporting(true)}>
            {i18n._(REPORT_ITEM[target])}
          </DropdownMenuItem>
          {author && (
            <DropdownMenuItem icon={<Ban />} tone={blocked ? 'neutral' : 'danger'} onSelect={() => void toggleBlock()} hint={`@${author}`}>
              {blocked ? <Trans>Unblock</Trans> : <Trans>Block</Trans>}
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <ReportDialog target={target} id={id} what={what} open={reporting} onOpenChange={setReporting} />
    </>
  );
}
