import { Copy } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/design/primitives/Button';
import { toast } from '@/design/primitives/Toaster';
import { copyText } from '@/lib/clipboard';
import * as styles from './FediverseHandle.css';

export interface FediverseHandleProps {
  /** `@username@host`, as Mastodon and its peers search for it. */
  handle: string;
}

/** "Follow on the fediverse: @username@host", with a button that copies the handle. */
export function FediverseHandle({ handle }: FediverseHandleProps) {
  const { t } = useLingui();
  const copy = async () => {
    await copyText(handle);
    toast.success(t`Handle copied: paste it into the search of your Mastodon app to follow.`);
  };
  return (
    <p className={styles.line}>
      <span className={styles.label}>
        <Trans>Follow on the fediverse:</Trans>
      </span>{' '}
      <code className={styles.handle}>{handle}</code>
      <Button variant="ghost" size="sm" iconStart={<Copy aria-hidden />} onClick={copy} aria-label={t`Copy ${handle}`}>
        <Trans context="copy a handle">Copy</Trans>
      </Button>
    </p>
  );
}
