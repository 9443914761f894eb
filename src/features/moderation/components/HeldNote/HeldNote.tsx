import { cx } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { Hourglass } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import * as styles from './HeldNote.css.ts';

/**
 * Tells an author that their blog or comment waits for a trusted member's vouch. Only the author
 * ever gets a held item (the server keeps it from everyone else), so nothing here checks who looks.
 */
export function HeldNote({ className, ...rest }: Omit<ComponentProps<'span'>, 'children'>) {
  const { t } = useLingui();
  return (
    <span className={cx(styles.note, className)} data-held="" {...rest}>
      <Hourglass aria-hidden className={styles.icon} />
      {t`Waiting for a member to vouch`}
    </span>
  );
}
