import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { MailWarning, X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { READER_MESSAGES } from '@/contract';
import { Button } from '@/design/primitives/Button';
import { IconButton } from '@/design/primitives/IconButton';
import { toast } from '@/design/primitives/Toaster';
import { showProblem, useSession } from '@/lib';
import { resendVerification } from '@/api';
import * as styles from './VerifyBanner.css.ts';

/** The server sends a verification mail at most once a minute; the button waits as long. */
const RESEND_WAIT_SECONDS = 60;

/** A quiet reminder for a member whose e-mail is not confirmed yet, with a resend button. */
export function VerifyBanner() {
  const session = useSession();
  const { t, i18n } = useLingui();
  const [hidden, setHidden] = useState(false);
  const [wait, setWait] = useState(0);
  const resend = useMutation({ mutationFn: resendVerification });

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  if (!session || session.email_verified !== false || hidden) return null;

  async function send() {
    try {
      await resend.mutateAsync();
      toast.success(i18n._(READER_MESSAGES.verificationSent));
      setWait(RESEND_WAIT_SECONDS);
    } catch (err) {
      toast.error(showProblem(err, i18n));
      setWait(RESEND_WAIT_SECONDS);
    }
  }

  return (
    <aside className={styles.banner} aria-label={t`E-mail not confirmed`}>
      <MailWarning aria-hidden size={16} />
      <p className={styles.text}>
        <Trans>Please confirm your e-mail address: open the link we sent you.</Trans>
      </p>
      <Button size="sm" variant="outline" tone="accent" loading={resend.isPending} disabled={wait > 0} onClick={() => void send()}>
        {wait > 0 ? t`Resend in ${wait} s` : t`Resend e-mail`}
      </Button>
      <IconButton size="sm" aria-label={t`Hide this reminder`} onClick={() => setHidden(true)}>
        <X aria-hidden />
      </IconButton>
    </aside>
  );
}
