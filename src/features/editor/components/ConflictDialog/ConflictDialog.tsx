import { GitMerge, Download, Upload } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES } from '@/contract';
import { Button } from '@/design/primitives/Button';
import { Dialog, DialogContent } from '@/design/primitives/Dialog';
import { FormActions } from '@/design/layouts/FormLayout';

export interface ConflictDialogProps {
  open: boolean;
  /** When the stored version was saved (its author's other tab or device). */
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onMerge: () => void;
  onCancel: () => void;
  busy?: boolean;
}

/**
 * A save that started from an older version: the writer chooses. Nothing is overwritten silently
 * (API.md: 409 with the stored blog).
 */
export function ConflictDialog({ open, onKeepMine, onTakeTheirs, onMerge, onCancel, busy }: ConflictDialogProps) {
  const { i18n, t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onCancel()}>
      <DialogContent
        title={i18n._(MESSAGES.blogChanged)}
        description={t`It was saved from another tab or device after you opened it. Keep your version, take the stored one, or merge them: blocks changed on one side only are taken from that side; a block changed on both is kept twice, marked, for you to choose.`}
      >
        <FormActions>
          <Button variant="outline" iconStart={<Download aria-hidden />} onClick={onTakeTheirs} disabled={busy}>
            <Trans>Take theirs</Trans>
          </Button>
          <Button variant="outline" iconStart={<GitMerge aria-hidden />} onClick={onMerge} disabled={busy}>
            <Trans>Merge</Trans>
          </Button>
          <Button iconStart={<Upload aria-hidden />} onClick={onKeepMine} loading={busy}>
            <Trans>Keep mine</Trans>
          </Button>
        </FormActions>
      </DialogContent>
    </Dialog>
  );
}
