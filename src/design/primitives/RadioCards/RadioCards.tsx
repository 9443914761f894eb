import type { ReactNode } from 'react';
import * as styles from './RadioCards.css';

export interface RadioCardOption<V extends string> {
  value: V;
  label: ReactNode;
  /** A line under the label saying what the choice means. */
  hint?: ReactNode;
}

export interface RadioCardsProps<V extends string> {
  /** The radio group's name (one per form). */
  name: string;
  options: readonly RadioCardOption<V>[];
  value: V;
  onChange: (value: V) => void;
  disabled?: boolean;
}

/**
 * One choice among a few, each a card with its label and what it means: native radio buttons (the
 * arrow keys move between them), the chosen card marked by its border and tint. Put it in a
 * fieldset whose legend names the choice.
 */
export function RadioCards<V extends string>({ name, options, value, onChange, disabled }: RadioCardsProps<V>) {
  return (
    <div className={styles.options}>
      {options.map((option) => (
        <label key={option.value} className={styles.option}>
          <input className={styles.radio} type="radio" name={name} value={option.value} checked={value === option.value} disabled={disabled} onChange={() => onChange(option.value)} />
          <span>
            {option.label}
            {option.hint && <span className={styles.hint}>{option.hint}</span>}
          </span>
        </label>
      ))}
    </div>
  );
}
