import { useId, type ReactNode } from 'react';
import * as styles from './SettingsBlock.css.ts';

export interface SettingsBlockProps {
  /** What this part of the page does ("Export your data"). */
  title: string;
  /** One or two sentences on what happens. */
  hint: ReactNode;
  /** Its action (a button, a form). */
  children: ReactNode;
}

/** A titled part of a settings page: a heading, what it does, and its action. */
export function SettingsBlock({ title, hint, children }: SettingsBlockProps) {
  const id = useId();
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <p className={styles.hint}>{hint}</p>
      {children}
    </section>
  );
}
