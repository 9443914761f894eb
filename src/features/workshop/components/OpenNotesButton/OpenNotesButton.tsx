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
  const { t, i18n } = useLingui();
  // The visible number is the start of the name, written as the plural's # writes it (Arabic digits in Arabic).
  const label = t`${plural(count, { one: '# open note', other: '# open notes' })}`;
  return (
    <Button variant="ghost" size="sm" iconStart={<MessageSquareText aria-hidden />} aria-label={label} title={label} {...rest}>
      <span className={styles.count} aria-hidden>
        {i18n.number(count)}
      </span>
    </Button>
  );
}
