import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { READER_MESSAGES, type ReportTarget } from '@/contract';
import { Button, Dialog, DialogContent, FormActions, FormField, FormLayout, Textarea, toast } from '@/design';
import { showProblem } from '@/lib';
import { communityMutations } from '@/api';

export interface ReportDialogProps {
  target: ReportTarget;
  /** The reported blog's, comment's or member's _id. */
  id: string;
  /** What is reported, as the dialog names it ("the comment by Ada"). */
  what: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const REASON_MAX = 500;

/** Asks why, then sends the report to the moderators (API.md: a reason of 1-500 characters). */
export function ReportDialog({ target, id, what, open, onOpenChange }: ReportDialogProps) {
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const report = useMutation(communityMutations.report);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!reason.trim()) return setError(t`Please say why you are reporting this`);
    try {
      await report.mutateAsync({ target, id, reason });
      toast.success(i18n._(READER_MESSAGES.reported));
      setReason('');
      setError(undefined);
      onOpenChange(false);
    } catch (err) {
      toast.error(showProblem(err, i18n));
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t`Report ${what}`} description={t`Moderators read every report. Say what is wrong: spam, harassment, something illegal.`}>
        <FormLayout onSubmit={submit} noValidate>
          <FormField label={t`Reason`} error={error} required>
            <Textarea value={reason} maxLength={REASON_MAX} rows={4} onChange={(e) => setReason(e.target.value)} />
          </FormField>
          <FormActions>
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" tone="danger" loading={report.isPending}>
              <Trans>Send report</Trans>
            </Button>
          </FormActions>
        </FormLayout>
      </DialogContent>
    </Dialog>
  );
}
