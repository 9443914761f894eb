import { useState, type FormEvent } from 'react';
import { MESSAGES, type ReportTarget } from '@/contract';
import { Button, Dialog, DialogContent, FormActions, FormField, FormLayout, Textarea, toast } from '@/design';
import { errorMessage } from '@/lib';
import { report } from '@/api';

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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!reason.trim()) return setError('Please say why you are reporting this');
    setBusy(true);
    try {
      await report({ target, id, reason });
      toast.success(MESSAGES.reported);
      setReason('');
      setError(undefined);
      onOpenChange(false);
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={`Report ${what}`} description="Moderators read every report. Say what is wrong: spam, harassment, something illegal.">
        <FormLayout onSubmit={submit} noValidate>
          <FormField label="Reason" error={error} required>
            <Textarea value={reason} maxLength={REASON_MAX} rows={4} onChange={(e) => setReason(e.target.value)} />
          </FormField>
          <FormActions>
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" tone="danger" loading={busy}>
              Send report
            </Button>
          </FormActions>
        </FormLayout>
      </DialogContent>
    </Dialog>
  );
}
