import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { NOTE_TEXT_MAX as NOTE_MAX } from '@/contract';
import { Button } from '@/design/primitives/Button';
import { Textarea } from '@/design/primitives/Textarea';
import { VisuallyHidden } from '@/design/styles';
import * as styles from './NoteField.css';


export interface NoteFieldProps {
  /** The field's name for screen readers and the submit button's text. */
  label: string;
  submitLabel: string;
  /** Posts the text; resolves when saved (the field then empties). */
  onSubmit: (text: string) => Promise<unknown>;
  onCancel?: () => void;
  /** The text to start from (editing a note). */
  initial?: string;
  autoFocus?: boolean;
}

/** The box a note, a reply or an edit is written in. Ctrl or Cmd + Enter sends, Escape cancels. */
export function NoteField({ label, submitLabel, onSubmit, onCancel, initial = '', autoFocus }: NoteFieldProps) {
  const [text, setText] = useState(initial);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const { t } = useLingui();
  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!text.trim() || busy) return;
    setBusy(true);
    try {
      await onSubmit(text.trim());
      setText('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)}>
      <VisuallyHidden>
        <label htmlFor={id}>{label}</label>
      </VisuallyHidden>
      <Textarea
        id={id}
        value={text}
        maxLength={NOTE_MAX}
        showCounter={text.length > NOTE_MAX - 200}
        rows={3}
        autoFocus={autoFocus}
        placeholder={label}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) void submit();
          if (e.key === 'Escape' && onCancel) {
            // The sheet or dialog around the field stays open: Escape here only closes the field.
            e.stopPropagation();
            onCancel();
          }
        }}
      />
      <div className={styles.actions}>
        {onCancel && (
          <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
            {t`Cancel`}
          </Button>
        )}
        <Button type="submit" size="sm" loading={busy} disabled={!text.trim()}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
