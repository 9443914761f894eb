import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/design/primitives/Button';
import { Dialog, DialogContent, DialogTrigger } from '@/design/primitives/Dialog';
import { DeleteAccountForm } from '../../forms/DeleteAccountForm.tsx';
import { SettingsBlock } from '../SettingsBlock';

export interface DeleteAccountProps {
  /** A Google-only account has no password: it confirms with its username. Undefined: not known yet (the button waits). */
  hasPassword?: boolean;
}

/** Settings > Account: delete the account, behind a Dialog that asks for the password (or the username). */
export function DeleteAccount({ hasPassword }: DeleteAccountProps) {
  const [open, setOpen] = useState(false);
  const { t } = useLingui();
  return (
    <SettingsBlock
      title={t`Delete account`}
      hint={t`Your blogs, drafts, likes, notifications and images go for good. Your comments go too, except those others replied to: they stay as [deleted] so the conversation still reads.`}
    >
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button tone="danger" iconStart={<Trash2 aria-hidden />} loading={hasPassword === undefined}>
            <Trans>Delete my account</Trans>
          </Button>
        </DialogTrigger>
        <DialogContent title={t`Delete your account?`} description={t`This is permanent and cannot be undone.`}>
          <DeleteAccountForm hasPassword={hasPassword} onCancel={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </SettingsBlock>
  );
}
