import { cx } from 'class-variance-authority';
import { X } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import * as styles from './Chip.css';

export interface ChipProps extends Omit<ComponentProps<'span'>, 'onChange' | 'children'> {
  /** The tag's text. */
  label: string;
  /** Makes the chip editable (double click or Enter; Enter or blur commits, Escape cancels). */
  onChange?: (next: string) => void;
  /** Shows an X button named "Remove tag <label>". */
  onRemove?: () => void;
}

/**
 * A tag chip, editable inline and removable. Empty edits are discarded; validation is the caller's.
 * Key chips by position so a chip keeps focus after its text is edited.
 */
export function Chip({ label, onChange, onRemove, className, ...rest }: ChipProps) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(label);
  const textRef = useRef<HTMLSpanElement>(null);
  const refocusText = useRef(false);
  const editable = Boolean(onChange);

  useEffect(() => {
    if (!editing && refocusText.current) {
      refocusText.current = false;
      textRef.current?.focus();
    }
  }, [editing]);

  const startEditing = () => {
    if (!editable) return;
    setDraft(label);
    setEditing(true);
  };

  const finish = (commit: boolean, keepFocus: boolean) => {
    const next = draft.trim();
    if (commit && next && next !== label) onChange?.(next);
    refocusText.current = keepFocus;
    setEditing(false);
  };

  const onTextKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      startEditing();
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && onRemove) {
      event.preventDefault();
      onRemove();
    }
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter must not reach a surrounding form or tag input.
    if (event.key === 'Enter') {
      event.preventDefault();
      event.stopPropagation();
      finish(true, true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      finish(false, true);
    }
  };

  return (
    <span
      className={cx(styles.root, className)}
      data-editing={editing ? '' : undefined}
      data-removable={onRemove ? '' : undefined}
      {...rest}
    >
      {editing ? (
        <input
          className={styles.input}
          aria-label={t`Edit tag ${label}`}
          value={draft}
          autoFocus
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onInputKeyDown}
          onBlur={() => finish(true, false)}
        />
      ) : editable ? (
        <span
          ref={textRef}
          className={styles.text}
          role="button"
          tabIndex={0}
          aria-label={t`Edit tag ${label}`}
          title={t`Double click or press Enter to edit`}
          onDoubleClick={startEditing}
          onKeyDown={onTextKeyDown}
        >
          {label}
        </span>
      ) : (
        <span className={styles.text}>{label}</span>
      )}
      {onRemove && !editing && (
        <button type="button" className={styles.remove} aria-label={t`Remove tag ${label}`} onClick={onRemove}>
          <X aria-hidden />
        </button>
      )}
    </span>
  );
}
