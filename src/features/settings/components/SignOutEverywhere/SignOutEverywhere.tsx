import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LogOut } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, directionalIcon, toast } from '@/design';
import { signOut } from '@/api';
import { showProblem } from '@/lib';
import { SettingsBlock } from '../SettingsBlock';

/** Settings: end every session of this account (a lost phone, a shared computer), this one too. */
export function SignOutEverywhere() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const { t, i18n } = useLingui();

  async function run() {
    setPending(true);
    try {
      await signOut({ everywhere: true });
      toast.success(t`Signed out of all devices`);
    } catch (err) {
      // This device is signed out either way; the message says what happened to the others.
      const reason = showProblem(err, i18n);
      toast.error(t`${reason} This device is signed out; other devices may still be signed in.`);
    } finally {
      setPending(false);
      navigate('/signin');
    }
  }

  return (
    <SettingsBlock title={t`Sign out of all devices`} hint={t`Ends every session of your account, on this device and every other one. You will sign in again here.`}>
      <Button variant="outline" tone="danger" iconStart={<LogOut aria-hidden className={directionalIcon} />} loading={pending} onClick={() => void run()}>
        <Trans>Sign out of all devices</Trans>
      </Button>
    </SettingsBlock>
  );
}
