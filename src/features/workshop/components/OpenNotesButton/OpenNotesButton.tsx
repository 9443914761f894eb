import type { ComponentProps } from 'react';
import { MessageSquareText } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Button } from '@/design/primitives/Button';
import * as styles from './OpenNotesButton.css';

export interface OpenNotesButtonProps extends Omit<ComponentProps<'button'>, 'children'> {
  /** Notes not resolved yet. */
  count: number;
}

/** The editor's top bar: how many notes are open; opens the notes (the sheet on a phone). */
export function OpenNotesButton({ count, ...rest }: OpenNotesButtonProps) {
  const { t } = useLingui();
  const label = t`${plural(count, { 0: 'No open notes', one: '# open note', other: '# open notes' })}`;
  return (
    <Button variant="ghost" size="sm" iconStart={<MessageSquareText aria-hidden />} aria-label={label} title={label} {...rest}>
      <span className={styles.count} aria-hidden>
        {count}
      </span>
    </Button>
  );
}
