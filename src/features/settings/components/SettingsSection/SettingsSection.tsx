import { useId, type ReactNode } from 'react';
import { useDocumentTitle } from '@/lib';
import * as styles from './SettingsSection.css.ts';

export interface SettingsSectionProps {
  /** The page's heading and document title ("Edit Profile", "E-mail"). */
  title: string;
  children: ReactNode;
}

/** One settings page: its heading (also the document title) and its content, in the settings column. */
export function SettingsSection({ title, children }: SettingsSectionProps) {
  useDocumentTitle(title);
  const id = useId();
  return (
    <section className={styles.page} aria-labelledby={id}>
      <h1 id={id} className={styles.heading}>
        {title}
      </h1>
      {children}
    </section>
  );
}
