import { cx } from 'class-variance-authority';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { LoadMoreButton } from '@/design';
import * as styles from './AdminPage.css.ts';

/**
 * The frame of the community's admin screens (queue, log, members, site): a heading, what the page
 * is for, and its content. The pieces below keep the screens alike.
 */
export function AdminPage({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.page} aria-labelledby={id}>
      <h1 id={id} className={styles.heading}>
        {title}
      </h1>
      <p className={styles.intro}>{intro}</p>
      {children}
    </section>
  );
}

export const AdminList = ({ className, ...rest }: ComponentProps<'ul'>) => <ul className={cx(styles.list, className)} {...rest} />;
export const AdminCard = ({ className, ...rest }: ComponentProps<'li'>) => <li className={cx(styles.card, className)} {...rest} />;
export const AdminRow = ({ className, ...rest }: ComponentProps<'div'>) => <div className={cx(styles.row, className)} {...rest} />;
export const AdminMeta = ({ className, ...rest }: ComponentProps<'p'>) => <p className={cx(styles.meta, className)} {...rest} />;
export const AdminTitle = ({ className, ...rest }: ComponentProps<'p'>) => <p className={cx(styles.title, className)} {...rest} />;
export const AdminQuote = ({ className, ...rest }: ComponentProps<'blockquote'>) => <blockquote className={cx(styles.quote, className)} {...rest} />;
/** Grows to take a row's free space (a search field). */
export const AdminGrow = ({ className, ...rest }: ComponentProps<'div'>) => <div className={cx(styles.grow, className)} {...rest} />;

export function AdminMore({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  return <LoadMoreButton className={styles.more} loading={loading} onClick={onClick} />;
}
