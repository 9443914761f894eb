import { useId, type ReactNode } from 'react';
import { useDocumentTitle } from '@/lib';
import * as styles from './AuthCard.css.ts';

export interface AuthCardProps {
  /** The heading ("Welcome Back", "Reset your password"). */
  heading: string;
  /** The document title; the heading when absent. */
  title?: string;
  /** One line under the heading. */
  lead?: ReactNode;
  /** Under the content, centred (a link back). */
  footer?: ReactNode;
  children: ReactNode;
}

/** The centred card of the account screens: sign in, sign up, forgot and reset password, verify. */
export function AuthCard({ heading, title, lead, footer, children }: AuthCardProps) {
  useDocumentTitle(title ?? heading);
  const id = useId();
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby={id}>
        <header className={styles.header}>
          <h1 id={id} className={styles.heading}>
            {heading}
          </h1>
          {lead && <p className={styles.lead}>{lead}</p>}
        </header>
        {children}
        {footer && <p className={styles.footer}>{footer}</p>}
      </section>
    </main>
  );
}
